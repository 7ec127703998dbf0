import type { FastifyRequest } from 'fastify';
import {
  excessOver,
  excessPermissionLabels,
  excessUfsLabel,
  isNoExcess,
  type Excess,
  type Reach,
} from '@hub/contract/permissions';
import type { Db } from '../../db/client';
import { AppError, type Issue } from '../../lib/errors';
import { accessOf, loadAccess } from '../../lib/permissions';

/** The field that names a grant's permissions: a profile's own, or the profile chosen for an administrator. */
type PermissionsField = 'permissions' | 'accessProfileId';

/** 'Ver dados pessoais completos, todas as UFs': everything an excess holds, in Portuguese. */
const excessLabel = (excess: Excess): string =>
  [...excessPermissionLabels(excess), excessUfsLabel(excess) ?? []].flat().join(', ');

const ungrantable = (labels: string): string =>
  `Você não pode conceder o que seu perfil não tem: ${labels}`;

/** Each field of the form that asks for more than the granter holds, with what it asks for. */
const excessIssues = (
  excess: Excess,
  granterScope: Reach['scope'],
  permissionsField: PermissionsField,
): Issue[] => {
  const issues: Issue[] = [];
  const permissions = excessPermissionLabels(excess);
  if (permissions.length > 0)
    issues.push({ path: permissionsField, message: ungrantable(permissions.join(', ')) });
  const ufs = excessUfsLabel(excess);
  if (ufs)
    issues.push({
      path: 'ufs',
      message: `Você só pode conceder as UFs que atende (${granterScope?.join(', ') || 'nenhuma'}); fora delas: ${ufs}`,
    });
  return issues;
};

/**
 * A grant never exceeds the granter (DESIGN 5c, decision 048): what a profile created or edited,
 * a new administrator or an assignment gives must hold only permissions the signed-in
 * administrator holds and UFs within theirs. Else a 403 naming what exceeds, each field in
 * `issues`, before anything is written.
 */
export const assertGrantable = async (
  db: Db,
  request: FastifyRequest,
  granted: Reach,
  permissionsField: PermissionsField,
): Promise<void> => {
  const granter = await accessOf(db, request);
  const excess = excessOver(granter, granted);
  if (isNoExcess(excess)) return;
  throw new AppError(
    { kind: 'forbidden', message: ungrantable(excessLabel(excess)) },
    excessIssues(excess, granter.scope, permissionsField),
  );
};

/**
 * Only what lies within one's own access is managed (decision 048): changing, deleting,
 * deactivating or taking power away from a profile or an administrator who holds more than the
 * signed-in administrator is refused with 403, naming what they hold beyond.
 */
export const assertManageable = async (
  db: Db,
  request: FastifyRequest,
  target: Reach,
  noun: 'um perfil' | 'um administrador',
): Promise<void> => {
  const excess = excessOver(await accessOf(db, request), target);
  if (isNoExcess(excess)) return;
  throw new AppError({
    kind: 'forbidden',
    message: `Você não pode alterar ${noun} com mais acesso que o seu: ${excessLabel(excess)}`,
  });
};

/** `assertManageable` for another administrator, as they hold their access now; oneself always. */
export const assertAdministratorManageable = async (
  db: Db,
  request: FastifyRequest,
  userId: string,
): Promise<void> => {
  if (userId === request.user?.id) return;
  await assertManageable(db, request, await loadAccess(db, userId), 'um administrador');
};
