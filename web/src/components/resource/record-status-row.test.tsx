import { fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import type { Lifecycle } from '@hub/contract/fields';
import { RecordStatusRow } from './record-status-row';
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
    <SnackbarProvider>
      <RecordStatusRow
        presentation={presentation}
        status="active"
        canMove={canMove}
        mutation={{ mutateAsync, isPending: false }}
        badges={<span>Regular</span>}
      >
        <button type="button">Excluir rascunho</button>
      </RecordStatusRow>
    </SnackbarProvider>,
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
    expect(await screen.findByText('Status alterado para Bloqueado')).toBeInTheDocument();
    expect(mutateAsync).toHaveBeenCalledWith({ status: 'blocked', reason: undefined });
  });
});
