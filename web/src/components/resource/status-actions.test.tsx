import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIFECYCLE } from '@hub/contract/applications';
import { COMPANY_LIFECYCLE } from '@hub/contract/companies';
import { StatusActions } from './status-actions';

const noMove = async () => undefined;

describe('StatusActions', () => {
  it('shows hiring as a primary action, the moves that end or block as destructive', () => {
    render(
      <StatusActions
        lifecycle={APPLICATION_LIFECYCLE}
        status="active"
        verbs={{ rejected: 'Reprovar', withdrawn: 'Registrar desistência', hired: 'Contratar' }}
        loading={false}
        onMove={noMove}
      />,
    );
    expect(screen.getByRole('button', { name: 'Contratar' })).toHaveClass('MuiButton-colorPrimary');
    expect(screen.getByRole('button', { name: 'Reprovar' })).toHaveClass('MuiButton-colorError');
    expect(screen.getByRole('button', { name: 'Registrar desistência' })).toHaveClass(
      'MuiButton-colorError',
    );
  });

  it('keeps approving a company primary and suspending it destructive', () => {
    render(
      <StatusActions
        lifecycle={COMPANY_LIFECYCLE}
        status="pending"
        verbs={{ active: 'Aprovar', inactive: 'Inativar' }}
        loading={false}
        onMove={noMove}
      />,
    );
    expect(screen.getByRole('button', { name: 'Aprovar' })).toHaveClass('MuiButton-colorPrimary');
    expect(screen.getByRole('button', { name: 'Inativar' })).toHaveClass('MuiButton-colorError');
  });
});
