import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_PROFILES } from '@hub/contract/permissions';
import { AuthContext, type AuthContextValue } from '../../../auth/auth-context';
import { importKeys } from '../api/imports';
import { RunningImports } from './running-imports';

const profile = (name: string) => {
  const found = BUILT_IN_PROFILES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no built-in profile ${name}`);
  return found;
};

const signedInAs = (name: string): AuthContextValue => ({
  isInitialized: true,
  isAuthenticated: true,
  user: {
    id: 'u',
    email: 'a@b.c',
    superAdmin: { name: 'Ana', occupation: null },
    photoUrl: null,
    accessProfile: { ...profile(name), permissions: [...profile(name).permissions] },
    ufs: null,
  },
  login: async () => null,
  register: async () => undefined,
  logout: async () => undefined,
  startSession: () => undefined,
  refreshUser: async () => undefined,
});

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify({ rows: [] }), { status: 200 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The shell's imports under way for a built-in profile: the query of its poll, once mounted. */
const mountedFor = (name: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AuthContext.Provider value={signedInAs(name)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RunningImports />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext.Provider>,
  );
  return client.getQueryCache().find({ queryKey: importKeys.running });
};

describe('RunningImports', () => {
  it('asks for the imports under way when the profile may import', async () => {
    const query = mountedFor('Cadastro');
    expect(query?.state.fetchStatus).toBe('fetching');
    await waitFor(() => expect(asked).toEqual(['/api/imports/running']));
  });

  it('never asks an Auditoria profile’s server for them, which would answer 403', () => {
    const query = mountedFor('Auditoria');
    // Mounted and watching the query, which stays idle: nothing is sent, now or on a poll.
    expect(query?.getObserversCount()).toBe(1);
    expect(query?.state.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });
});
