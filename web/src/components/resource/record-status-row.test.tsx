import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enqueueSnackbar } from '../../lib/toast';
import type { Lifecycle } from '@hub/contract/fields';
import { RecordStatusRow } from './record-status-row';

// The toaster is the app shell's (it loads with the first toast): the row's part is asking for it.
vi.mock('../../lib/toast', () => ({ enqueueSnackbar: vi.fn() }));
import type { StatusPresentation } from './status-presentation';

type Status = 'active' | 'blocked';
const LIFECYCLE: Lifecycle<Status> = {
  labels: { active: 'Ativo', blocked: 'Bloqueado' },
  moves: { active: ['blocked'], blocked: ['active'] },
  reasonRequired: [],
  destructive: ['blocked'],
};
const presentation: StatusPresentation<Status> = {
  lifecycle: LIFECYCLE,
  labels: LIFECYCLE.labels,
  colors: { active: 'success', blocked: 'error' },
  verbs: { active: 'Ativar', blocked: 'Bloquear' },
};

const renderRow = (canMove: boolean) => {
  const mutateAsync = vi.fn(() => Promise.resolve());
  render(
    <RecordStatusRow
      presentation={presentation}
      status="active"
      canMove={canMove}
      mutation={{ mutateAsync, isPending: false }}
      badges={<span>Regular</span>}
    >
      <button type="button">Excluir rascunho</button>
    </RecordStatusRow>,
  );
  return mutateAsync;
};

describe('RecordStatusRow', () => {
  it('shows the status, its badges and what follows, without moves for a profile that cannot make them', () => {
    renderRow(false);
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('Regular')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir rascunho' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
  });

  it('moves the record once confirmed and says so', async () => {
    const mutateAsync = renderRow(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await vi.waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith('Status alterado para Bloqueado', expect.anything()),
    );
    expect(mutateAsync).toHaveBeenCalledWith({ status: 'blocked', reason: undefined });
  });
});
