/**
 * Access profiles ('perfis de acesso', decision 026): what an administrator may see and do.
 *
 * A permission is an action on an area (`profissionais.exportar`) or a special grant
 * (`anonimizar`). Each operation of the contract declares the one it needs (`Operation.permission`);
 * the server refuses the others with 403 and the web hides them, from the same declaration.
 * `conta` is what every signed-in administrator has (one's own account, the bell, the search bar,
 * saved views, the dashboard): it is never stored in a profile.
 */

import { withDeclared, type DomainDeclaration } from './domain';
import { DOMAINS } from './domains.generated';

/** The actions of the matrix, in its column order. */
export const PERMISSION_ACTIONS = {
  ver: { label: 'Ver', verb: 'ver' },
  editar: { label: 'Criar e editar', verb: 'criar e editar' },
  status: { label: 'Mudar status / excluir', verb: 'mudar o status ou excluir' },
  exportar: { label: 'Exportar', verb: 'exportar' },
  massa: { label: 'Ações em massa', verb: 'fazer ações em massa em' },
} as const;
export type PermissionAction = keyof typeof PERMISSION_ACTIONS;

type Area = { label: string; noun: string; actions: readonly PermissionAction[] };

/**
 * The areas of the matrix that no `defineDomain` declares, in its row order, each with the actions
 * it has (a log is only read and exported; the weights are only read and saved). `noun` completes
 * the refusal message.
 */
const OWN_AREAS = {
  logs: { label: 'Logs', noun: 'os logs', actions: ['ver', 'exportar'] },
  auditoria: { label: 'Auditoria', noun: 'a trilha de auditoria', actions: ['ver', 'exportar'] },
  configuracoes: {
    label: 'Configurações (pesos)',
    noun: 'as configurações',
    actions: ['ver', 'editar'],
  },
} as const satisfies Record<string, Area>;

type DeclaredArea = Extract<(typeof DOMAINS)[number], { area: object }>['area'];
const declaredDomains: readonly DomainDeclaration[] = DOMAINS;

/** The areas of the matrix, in its row order: the product's own and those its domains declare. */
export const PERMISSION_AREAS = Object.fromEntries(
  withDeclared<Area>(
    Object.entries(OWN_AREAS),
    declaredDomains.flatMap(({ area }) =>
      area
        ? [
            {
              key: area.name,
              entry: { label: area.label, noun: area.noun, actions: area.actions },
              after: area.after,
            },
          ]
        : [],
    ),
  ),
) as typeof OWN_AREAS & { readonly [Declared in DeclaredArea as Declared['name']]: Declared };
export type PermissionArea = keyof typeof PERMISSION_AREAS;

/** The grants beside the matrix: sensitive powers that are not an action on one area. */
export const PERMISSION_GRANTS = {
  anonimizar: { label: 'Anonimizar profissionais (LGPD)', verb: 'anonimizar profissionais' },
  'enviar-mensagens': { label: 'Enviar mensagens', verb: 'enviar mensagens' },
  'dados-pessoais': { label: 'Ver dados pessoais completos', verb: 'ver dados pessoais completos' },
  importar: { label: 'Importar planilhas', verb: 'importar planilhas' },
} as const;
export type PermissionGrant = keyof typeof PERMISSION_GRANTS;

type AreaPermission = {
  [Area in PermissionArea]: `${Area}.${(typeof PERMISSION_AREAS)[Area]['actions'][number]}`;
}[PermissionArea];

/** What a profile may hold. */
export type ProfilePermission = AreaPermission | PermissionGrant;
/** What an operation may need: a profile's permission, or `conta` (every administrator has it). */
export type Permission = ProfilePermission | 'conta';

/** Every permission a profile may hold, in the matrix's order (areas by row, then the grants). */
export const PROFILE_PERMISSIONS: readonly ProfilePermission[] = [
  ...Object.entries(PERMISSION_AREAS).flatMap(([area, { actions }]) =>
    actions.map((action) => `${area}.${action}` as ProfilePermission),
  ),
  ...(Object.keys(PERMISSION_GRANTS) as PermissionGrant[]),
];

export const isProfilePermission = (value: string): value is ProfilePermission =>
  (PROFILE_PERMISSIONS as readonly string[]).includes(value);

/** Whether permissions held allow what is needed (`conta` is always allowed). */
export const allows = (held: readonly string[], needed: Permission): boolean =>
  needed === 'conta' || held.includes(needed);

/** The 'criar e editar' of the area whose 'ver' is given ('empresas.ver' → 'empresas.editar'); others unchanged. */
export const editPermissionOf = (permission: Permission): Permission =>
  permission.endsWith('.ver')
    ? (permission.replace(/\.ver$/, '.editar') as Permission)
    : permission;

/** The 'mudar status / excluir' of the area whose 'ver' is given ('planos.ver' → 'planos.status'). */
export const statusPermissionOf = (permission: Permission): Permission =>
  permission.endsWith('.ver')
    ? (permission.replace(/\.ver$/, '.status') as Permission)
    : permission;

/** The Portuguese name of a permission: 'Exportar profissionais', 'Enviar mensagens'. */
export const permissionLabel = (permission: Permission): string => {
  if (permission === 'conta') return 'Usar a própria conta';
  if (permission in PERMISSION_GRANTS)
    return PERMISSION_GRANTS[permission as PermissionGrant].label;
  const [area, action] = permission.split('.') as [PermissionArea, PermissionAction];
  return `${PERMISSION_ACTIONS[action].label} ${PERMISSION_AREAS[area].noun}`;
};

/** The refusal of an operation the profile lacks: 'Seu perfil não permite exportar profissionais'. */
export const refusalMessage = (permission: Permission): string => {
  if (permission === 'conta') return 'Seu perfil não permite esta ação';
  if (permission in PERMISSION_GRANTS)
    return `Seu perfil não permite ${PERMISSION_GRANTS[permission as PermissionGrant].verb}`;
  const [area, action] = permission.split('.') as [PermissionArea, PermissionAction];
  return `Seu perfil não permite ${PERMISSION_ACTIONS[action].verb} ${PERMISSION_AREAS[area].noun}`;
};

const every = (action: PermissionAction): ProfilePermission[] =>
  PROFILE_PERMISSIONS.filter((permission) => permission.endsWith(`.${action}`));
/** An area's actions; none while `npm run gen:index` reads this file before gathering the declared areas. */
const actionsOf = (area: PermissionArea): readonly string[] =>
  (PERMISSION_AREAS as Partial<Record<PermissionArea, Area>>)[area]?.actions ?? [];
const areaActions = (
  area: PermissionArea,
  actions: readonly PermissionAction[],
): ProfilePermission[] =>
  actions
    .filter((action) => actionsOf(area).includes(action))
    .map((action) => `${area}.${action}` as ProfilePermission);

/**
 * The built-in profiles, with fixed ids (the migration inserts the same rows; a test compares
 * them). Not editable; a custom profile starts as a copy of one.
 *
 * - Super-administrador: everything; every account that existed before profiles is one.
 * - Auditoria: reads everything (the audit trail and the logs included), changes and exports nothing.
 * - Cadastro: the registry desk: companies, professionals and partners (everything but
 *   anonymising), importing spreadsheets, and the data subjects' requests (registered, answered and
 *   their file produced: it already sees the professionals' data whole; executing an anonymisation
 *   still needs 'anonimizar'); reads processes, plans and subscriptions.
 * - Processos: the hiring desk: processes, applications and assessments in full, the weights and
 *   the reports; reads companies and professionals; sends messages to candidates.
 * - Comercial: plans, subscriptions and vouchers in full; reads companies and processes.
 * - Comunicação: messages and templates in full and sending them; reads companies, professionals,
 *   processes and the sending logs.
 */
export const BUILT_IN_PROFILES = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Super-administrador',
    description: 'Tudo: todas as áreas, ações e permissões especiais.',
    permissions: [...PROFILE_PERMISSIONS],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Auditoria',
    description: 'Vê todas as áreas, inclusive a auditoria e os logs; não altera nem exporta nada.',
    permissions: every('ver'),
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Cadastro',
    description:
      'Empresas, profissionais e parceiros, com importação de planilhas; vê processos, planos e assinaturas.',
    permissions: [
      ...areaActions('empresas', ['ver', 'editar', 'status', 'exportar', 'massa']),
      ...areaActions('profissionais', ['ver', 'editar', 'status', 'exportar', 'massa']),
      ...areaActions('parceiros', ['ver', 'editar', 'status', 'exportar']),
      ...areaActions('lgpd', ['ver', 'editar', 'status', 'exportar']),
      ...areaActions('processos', ['ver']),
      ...areaActions('planos', ['ver']),
      ...areaActions('assinaturas', ['ver']),
      'dados-pessoais',
      'importar',
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Processos',
    description:
      'Processos seletivos, candidaturas, avaliações e pesos; vê empresas e profissionais e envia mensagens.',
    permissions: [
      ...areaActions('processos', ['ver', 'editar', 'status', 'exportar', 'massa']),
      ...areaActions('configuracoes', ['ver', 'editar']),
      ...areaActions('relatorios', ['ver', 'exportar']),
      ...areaActions('empresas', ['ver']),
      ...areaActions('profissionais', ['ver']),
      ...areaActions('mensagens', ['ver', 'editar']),
      'enviar-mensagens',
      'dados-pessoais',
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    name: 'Comercial',
    description: 'Planos, assinaturas e vouchers; vê empresas e processos seletivos.',
    permissions: [
      ...areaActions('relatorios', ['ver', 'exportar']),
      ...areaActions('planos', ['ver', 'editar', 'status', 'exportar']),
      ...areaActions('assinaturas', ['ver', 'editar', 'status', 'exportar']),
      ...areaActions('vouchers', ['ver', 'editar', 'status', 'exportar']),
      ...areaActions('empresas', ['ver']),
      ...areaActions('processos', ['ver']),
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    name: 'Comunicação',
    description:
      'Mensagens e modelos, e o envio; vê empresas, profissionais, processos seletivos e os logs de envio.',
    permissions: [
      ...areaActions('mensagens', ['ver', 'editar', 'status', 'exportar', 'massa']),
      'enviar-mensagens',
      ...areaActions('empresas', ['ver']),
      ...areaActions('profissionais', ['ver']),
      ...areaActions('processos', ['ver']),
      ...areaActions('logs', ['ver']),
    ],
  },
] as const satisfies readonly {
  id: string;
  name: string;
  description: string;
  permissions: readonly ProfilePermission[];
}[];

/** The profile every administrator had before profiles existed, and the default of a new one. */
export const SUPER_ADMIN_PROFILE_ID = BUILT_IN_PROFILES[0].id;

/**
 * The UFs an administrator sees (decision 029), null for every UF: the Super-administrador is
 * never limited; otherwise both the profile's and the administrator's own limits hold (their
 * intersection, possibly none), and null limits nothing.
 */
export const effectiveScope = <Uf extends string>(row: {
  profileId: string;
  profileUfs: readonly Uf[] | null;
  ownUfs: readonly Uf[] | null;
}): readonly Uf[] | null => {
  if (row.profileId === SUPER_ADMIN_PROFILE_ID) return null;
  const { profileUfs, ownUfs } = row;
  if (!profileUfs) return ownUfs;
  if (!ownUfs) return profileUfs;
  return profileUfs.filter((uf) => ownUfs.includes(uf));
};

/**
 * What an administrator holds, or what a grant would give (decision 048): permissions, and the UFs
 * reached (null: every UF).
 */
export type Reach = { permissions: readonly string[]; scope: readonly string[] | null };

/** What a grant holds beyond its granter: the permissions they lack, the UFs outside theirs, or every UF while theirs are limited. */
export type Excess = { permissions: string[]; ufs: string[]; everyUf: boolean };

export const excessOver = (granter: Reach, granted: Reach): Excess => {
  const { scope } = granter;
  return {
    permissions: granted.permissions.filter(
      (permission) => !granter.permissions.includes(permission),
    ),
    ufs: scope && granted.scope ? granted.scope.filter((uf) => !scope.includes(uf)) : [],
    everyUf: scope !== null && granted.scope === null,
  };
};

export const isNoExcess = (excess: Excess): boolean =>
  excess.permissions.length === 0 && excess.ufs.length === 0 && !excess.everyUf;

/** Whether a granter may give (or manage) what `granted` holds: no permission they lack, no UF outside theirs. */
export const withinReach = (granter: Reach, granted: Reach): boolean =>
  isNoExcess(excessOver(granter, granted));

/** The UFs of an excess in Portuguese: 'todas as UFs', 'a UF RJ', 'as UFs MG, RJ'; none: nothing. */
export const excessUfsLabel = ({ ufs, everyUf }: Excess): string | null => {
  if (everyUf) return 'todas as UFs';
  if (ufs.length === 0) return null;
  return ufs.length === 1 ? `a UF ${ufs[0]}` : `as UFs ${ufs.join(', ')}`;
};

/** The permissions of an excess in Portuguese: 'Ver dados pessoais completos'. */
export const excessPermissionLabels = ({ permissions }: Excess): string[] =>
  permissions.map((permission) =>
    isProfilePermission(permission) ? permissionLabel(permission) : permission,
  );

/**
 * The UFs an assignment of a profile and the administrator's own UFs reaches, as a grant is judged
 * (decision 048): every UF for the Super-administrador; else the UFs the administrator names when
 * they name some (a profile's limit that narrows them today may be lifted tomorrow), else the
 * profile's.
 */
export const assignedScope = <Uf extends string>(row: {
  profileId: string;
  profileUfs: readonly Uf[] | null;
  ownUfs: readonly Uf[] | null;
}): readonly Uf[] | null => {
  const scope = effectiveScope(row);
  return scope === null ? null : (row.ownUfs ?? scope);
};
