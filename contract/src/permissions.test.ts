import { describe, expect, it } from 'vitest';
import type { Operation } from './operation';
import { API_OPERATIONS } from './operations';
import {
  allows,
  assignedScope,
  editPermissionOf,
  effectiveScope,
  excessOver,
  excessPermissionLabels,
  excessUfsLabel,
  withinReach,
  statusPermissionOf,
  BUILT_IN_PROFILES,
  isProfilePermission,
  permissionLabel,
  PROFILE_PERMISSIONS,
  refusalMessage,
  SUPER_ADMIN_PROFILE_ID,
} from './permissions';

describe('access profile permissions', () => {
  it('names what is missing in Portuguese', () => {
    expect(refusalMessage('profissionais.exportar')).toBe(
      'Seu perfil não permite exportar profissionais',
    );
    expect(refusalMessage('anonimizar')).toBe('Seu perfil não permite anonimizar profissionais');
    expect(refusalMessage('processos.massa')).toBe(
      'Seu perfil não permite fazer ações em massa em processos seletivos',
    );
    expect(permissionLabel('empresas.ver')).toBe('Ver empresas');
  });

  it('keeps the built-in profiles to permissions that exist: Super-administrador everything, Auditoria only reading', () => {
    for (const profile of BUILT_IN_PROFILES)
      expect(profile.permissions.filter((permission) => !isProfilePermission(permission))).toEqual(
        [],
      );
    const [superAdmin, audit] = BUILT_IN_PROFILES;
    expect(superAdmin.permissions).toEqual(PROFILE_PERMISSIONS);
    expect(audit.permissions.every((permission) => permission.endsWith('.ver'))).toBe(true);
    expect(audit.permissions).toContain('auditoria.ver');
    expect(new Set(BUILT_IN_PROFILES.map((profile) => profile.name)).size).toBe(
      BUILT_IN_PROFILES.length,
    );
  });

  it('lets every administrator use what needs conta, and only that without permissions', () => {
    expect(allows([], 'conta')).toBe(true);
    expect(allows([], 'empresas.ver')).toBe(false);
    const forEveryone = (Object.values(API_OPERATIONS) as Operation[]).filter(
      (operation) => !operation.public && operation.permission === 'conta',
    );
    expect(forEveryone.length).toBeGreaterThan(0);
  });

  it("derives an area's create and status permissions from its 'ver' (the web's create buttons and status moves)", () => {
    expect(editPermissionOf('planos.ver')).toBe('planos.editar');
    expect(statusPermissionOf('empresas.ver')).toBe('empresas.status');
    expect(editPermissionOf('importar')).toBe('importar');
  });

  it("limits an administrator to both their profile's UFs and their own, never the Super-administrador", () => {
    const custom = '00000000-0000-4000-8000-00000000000a';
    const scope = (profileUfs: string[] | null, ownUfs: string[] | null, profileId = custom) =>
      effectiveScope({ profileId, profileUfs, ownUfs });
    expect(scope(null, null)).toBeNull();
    expect(scope(['SP', 'RJ'], null)).toEqual(['SP', 'RJ']);
    expect(scope(null, ['MG'])).toEqual(['MG']);
    expect(scope(['SP', 'RJ'], ['RJ', 'MG'])).toEqual(['RJ']);
    expect(scope(['SP'], ['MG'])).toEqual([]);
    expect(scope(['SP'], ['MG'], SUPER_ADMIN_PROFILE_ID)).toBeNull();
  });

  it('finds what a grant holds beyond its granter: permissions they lack, UFs outside theirs, every UF while theirs are limited', () => {
    const gestorSp = { permissions: ['empresas.ver', 'administradores.editar'], scope: ['SP'] };
    expect(excessOver(gestorSp, { permissions: ['empresas.ver'], scope: ['SP'] })).toEqual({
      permissions: [],
      ufs: [],
      everyUf: false,
    });
    const beyond = excessOver(gestorSp, { permissions: ['empresas.ver', 'dados-pessoais'], scope: ['RJ', 'SP'] });
    expect(excessPermissionLabels(beyond)).toEqual(['Ver dados pessoais completos']);
    expect(excessUfsLabel(beyond)).toBe('a UF RJ');
    expect(excessUfsLabel(excessOver(gestorSp, { permissions: [], scope: null }))).toBe('todas as UFs');
    expect(withinReach({ permissions: [], scope: null }, { permissions: [], scope: ['RJ', 'BA'] })).toBe(true);
    expect(withinReach({ permissions: [], scope: [] }, { permissions: [], scope: [] })).toBe(true);
  });

  it("judges an assignment by the administrator's own UFs too, and the Super-administrador by every UF", () => {
    const custom = '00000000-0000-4000-8000-00000000000a';
    expect(assignedScope({ profileId: custom, profileUfs: ['SP'], ownUfs: ['RJ', 'SP'] })).toEqual(['RJ', 'SP']);
    expect(assignedScope({ profileId: custom, profileUfs: null, ownUfs: ['SP'] })).toEqual(['SP']);
    expect(assignedScope({ profileId: custom, profileUfs: ['SP'], ownUfs: null })).toEqual(['SP']);
    expect(assignedScope({ profileId: SUPER_ADMIN_PROFILE_ID, profileUfs: null, ownUfs: ['SP'] })).toBeNull();
  });
});
