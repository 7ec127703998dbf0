import { describe, expect, it } from 'vitest';
import { UF_LIST } from '@hub/contract/br';
import { BUILT_IN_PROFILES, SUPER_ADMIN_PROFILE_ID } from '@hub/contract/permissions';
import { grantableUfs, profileOptions } from './grantable';

const gestorSp = {
  permissions: ['empresas.ver', 'profissionais.ver', 'administradores.editar'],
  scope: ['SP'],
};
const counterSp = {
  id: 'balcao-sp',
  name: 'Balcão SP',
  permissions: ['empresas.ver'],
  ufs: ['SP' as const],
};
const superAdmin = { ...BUILT_IN_PROFILES[0], ufs: null };

describe('the profiles a granter may give', () => {
  it('disables a profile holding a permission the granter lacks, naming why', () => {
    expect(profileOptions(gestorSp, [counterSp, superAdmin], [])).toEqual([
      { value: 'balcao-sp', label: 'Balcão SP', disabled: false },
      {
        value: SUPER_ADMIN_PROFILE_ID,
        label: 'Super-administrador (além do seu acesso)',
        disabled: true,
      },
    ]);
  });

  it("judges a profile reaching every UF by the administrator's own UFs", () => {
    const companies = {
      id: 'empresas',
      name: 'Empresas',
      permissions: ['empresas.ver'],
      ufs: null,
    };
    expect(profileOptions(gestorSp, [companies], [])[0]?.disabled).toBe(true);
    expect(profileOptions(gestorSp, [companies], ['SP'])[0]?.disabled).toBe(false);
    expect(profileOptions(gestorSp, [companies], ['RJ'])[0]?.disabled).toBe(true);
  });

  it('offers a limited granter only their UFs, an unlimited one every UF', () => {
    expect(grantableUfs(gestorSp, UF_LIST)).toEqual(['SP']);
    expect(grantableUfs({ permissions: [], scope: null }, UF_LIST)).toEqual(UF_LIST);
  });
});
