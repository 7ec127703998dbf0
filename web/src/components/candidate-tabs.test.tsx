import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { CandidateTabs } from './candidate-tabs';

const signedInWith = (permissions: string[]): AuthContextValue => ({
  isInitialized: true,
  isAuthenticated: true,
  user: {
    id: 'u',
    email: 'a@b.c',
    superAdmin: { name: 'Ana', occupation: null },
    photoUrl: null,
    accessProfile: { id: '00000000-0000-4000-8000-000000000009', name: 'Balcão', permissions },
    ufs: null,
  },
  login: async () => null,
  register: async () => undefined,
  logout: async () => undefined,
  startSession: () => undefined,
  refreshUser: async () => undefined,
});

const renderTabs = (permissions: string[]) =>
  render(
    <AuthContext.Provider value={signedInWith(permissions)}>
      <MemoryRouter>
        <CandidateTabs candidateId="c1" />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe('CandidateTabs', () => {
  it("offers only the tabs the access profile may see (useCan reads the session user's profile)", () => {
    renderTabs(['profissionais.ver']);
    expect(screen.getByRole('tab', { name: 'Dados' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Candidaturas' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Mensagens' })).toBeNull();
  });

  it('offers the applications and messages to a profile that sees them', () => {
    renderTabs(['profissionais.ver', 'processos.ver', 'mensagens.ver']);
    expect(screen.getByRole('tab', { name: 'Candidaturas' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mensagens' })).toBeTruthy();
  });
});
