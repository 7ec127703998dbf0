import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessProfile } from '@hub/contract/access-profiles';
import type { Uf } from '@hub/contract/br';
import { SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import type { SuperAdmin } from '@hub/contract/super-admins';
import { accessProfileKeys } from '../api/super-admins';
import { UfsCell } from './super-admin-cells';

const CUSTOM = '00000000-0000-4000-8000-00000000000a';
const profile = (id: string, ufs: Uf[] | null): AccessProfile => ({
  id,
  name: id === SUPER_ADMIN_PROFILE_ID ? 'Super-administrador' : 'Cadastro Sudeste',
  description: '',
  builtIn: id === SUPER_ADMIN_PROFILE_ID,
  permissions: [],
  ufs,
  holders: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const admin = (profileId: string | null, ufs: Uf[] | null): SuperAdmin => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ana Souza',
  occupation: null,
  email: 'ana@conselho.org.br',
  photoUrl: null,
  status: 'active',
  hasPassword: true,
  accessProfile: profileId ? { id: profileId, name: 'Perfil' } : null,
  ufs,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const renderCell = (profileUfs: Uf[] | null, ownUfs: Uf[] | null, profileId = CUSTOM) => {
  const client = new QueryClient();
  client.setQueryData(accessProfileKeys.all, [profile(profileId, profileUfs)]);
  render(
    <QueryClientProvider client={client}>
      <UfsCell admin={admin(profileId, ownUfs)} />
    </QueryClientProvider>,
  );
};

describe('UfsCell', () => {
  it('shows the intersection of the profile’s UFs and the administrator’s, and says so', () => {
    renderCell(['MG', 'RJ', 'SP'], ['SP', 'BA']);
    expect(screen.getByText('SP')).toBeInTheDocument();
    expect(screen.queryByText('MG')).toBeNull();
    expect(screen.queryByText('BA')).toBeNull();
    expect(screen.getByText('Interseção das suas com as do perfil')).toBeInTheDocument();
  });

  it('shows the profile’s UFs when the administrator names none', () => {
    renderCell(['RJ'], null);
    expect(screen.getByText('RJ')).toBeInTheDocument();
    expect(screen.getByText('As do perfil')).toBeInTheDocument();
  });

  it('says Todas when neither limits', () => {
    renderCell(null, null);
    expect(screen.getByText('Todas')).toBeInTheDocument();
  });

  it('says Todas for a Super-administrador, whatever UFs the row holds', () => {
    renderCell(null, ['SP'], SUPER_ADMIN_PROFILE_ID);
    expect(screen.getByText('Todas')).toBeInTheDocument();
  });

  it('shows no UF for an administrator without a profile, whatever UFs the row holds', () => {
    const client = new QueryClient();
    client.setQueryData(accessProfileKeys.all, [profile(CUSTOM, null)]);
    render(
      <QueryClientProvider client={client}>
        <UfsCell admin={admin(null, ['SP'])} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Nenhuma')).toBeInTheDocument();
    expect(screen.queryByText('SP')).toBeNull();
  });

  it('warns when the two limits share no UF', () => {
    renderCell(['SP'], ['RJ']);
    expect(screen.getByText('Nenhuma')).toBeInTheDocument();
  });
});
