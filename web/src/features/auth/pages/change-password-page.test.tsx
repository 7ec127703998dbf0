import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChangePasswordPage } from './change-password-page';

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/auth/change-password?key=abc']}>
        <ChangePasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('choosing a new password', () => {
  it('says in Portuguese why a common password is refused, before sending it', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Confirme a nova senha'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(/^Senha fácil de adivinhar\. Esta é uma senha muito usada/)).toBeTruthy();
  });
});
