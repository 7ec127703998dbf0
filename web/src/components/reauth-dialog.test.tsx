import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  handler: null as null | (() => Promise<boolean>),
  call: vi.fn(),
}));

vi.mock('../lib/api-client', () => ({
  setReauthHandler: (handler: () => Promise<boolean>) => {
    api.handler = handler;
  },
  call: api.call,
  errorMessage: (error: unknown) => String(error),
}));

const { ReauthDialog } = await import('./reauth-dialog');

const ask = () => {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = api.handler?.();
  });
  return answer as Promise<boolean>;
};

describe('ReauthDialog', () => {
  it('opens when a change asks for the password again, resends it once confirmed, and starts empty the next time', async () => {
    render(<ReauthDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const first = ask();
    const dialog = await screen.findByRole('dialog', { name: 'Confirme sua senha' });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-1' } });
    api.call.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(first).resolves.toBe(true);
    expect(api.call).toHaveBeenCalledWith(expect.anything(), { body: { password: 'segredo-1' } });
    await waitFor(() => expect(dialog).not.toBeVisible());

    const second = ask();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Confirme sua senha' })).toBeVisible(),
    );
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(second).resolves.toBe(false);
  });
});
