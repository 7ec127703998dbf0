import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  SavedView,
  SavedViewCreate,
  SavedViewList,
  SavedViewUpdate,
} from '@hub/contract/saved-views';
import type { Db } from '../../db/client';
import { savedViews, superAdminProfiles, users } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError, CommonErrors } from '../../lib/errors';
import { assertUnique, uniqueError, type UniqueRule } from '../../lib/unique';
import { SavedViewErrors } from './saved-views.errors';

type SavedViewRow = typeof savedViews.$inferSelect;

const ENTITY = 'saved-views';

/** Every route here needs a session (the auth hook answered 401 before): the caller is its user. */
const callerOf = (request: FastifyRequest): string => {
  if (!request.user) throw new AppError(CommonErrors.unauthenticated);
  return request.user.id;
};

/** The owner's name as the trail shows administrators: their profile's, else their email. */
const ownerName = sql<string>`coalesce(${superAdminProfiles.name}, ${users.email})`;

const selectViews = (db: Db, caller: string) =>
  db
    .select({
      id: savedViews.id,
      list: savedViews.list,
      name: savedViews.name,
      query: savedViews.query,
      shared: savedViews.shared,
      mine: sql<boolean>`${savedViews.ownerId} = ${caller}`,
      ownerName,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .leftJoin(superAdminProfiles, eq(superAdminProfiles.userId, savedViews.ownerId));

const toView = (row: {
  id: string;
  list: string;
  name: string;
  query: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
}): SavedView => ({ ...row, list: row.list as SavedViewList, mine: Boolean(row.mine) });

/** The caller's views of the list, then the ones the other administrators shared, each by name. */
export const listSavedViews = async (
  db: Db,
  request: FastifyRequest,
  list: SavedViewList,
): Promise<{ rows: SavedView[] }> => {
  const caller = callerOf(request);
  const rows = await selectViews(db, caller)
    .where(
      and(
        eq(savedViews.list, list),
        or(eq(savedViews.ownerId, caller), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(
      desc(sql`${savedViews.ownerId} = ${caller}`),
      asc(savedViews.name),
      asc(savedViews.id),
    );
  return { rows: rows.map(toView) };
};

const viewOf = async (db: Db, caller: string, id: string): Promise<SavedView> => {
  const [row] = await selectViews(db, caller).where(eq(savedViews.id, id));
  if (!row) throw new AppError(SavedViewErrors.notFound);
  return toView(row);
};

const nameRules = (owner: string, list: string, name: string): UniqueRule[] => [
  {
    index: 'saved_views_owner_list_name_unique',
    where: and(eq(savedViews.ownerId, owner), eq(savedViews.list, list), eq(savedViews.name, name)),
    error: SavedViewErrors.nameTaken,
  },
];

export const createSavedView = async (
  db: Db,
  request: FastifyRequest,
  input: SavedViewCreate,
): Promise<SavedView> => {
  const caller = callerOf(request);
  const rules = nameRules(caller, input.list, input.name);
  await assertUnique(db, request, savedViews, rules);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(savedViews)
        .values({ ...input, ownerId: caller })
        .returning();
      if (!row) throw new Error('saved view insert returned nothing');
      await recordAudit(tx, request, {
        action: 'create',
        entity: ENTITY,
        entityId: row.id,
        after: row,
      });
      return row.id;
    });
    return await viewOf(db, caller, id);
  } catch (error) {
    throw uniqueError(rules, error);
  }
};

/** The caller's own view, locked for the write; anyone else's answers the same 404 as none. */
const ownRowForUpdate = async (tx: Db, caller: string, id: string): Promise<SavedViewRow> => {
  const [row] = await tx
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, caller)))
    .for('update');
  if (!row) throw new AppError(SavedViewErrors.notFound);
  return row;
};

/**
 * Rewrites the caller's view. No `updatedAt` check, unlike the registries: only its owner writes
 * it, so the last of their own writes is the one they mean.
 */
export const updateSavedView = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: SavedViewUpdate,
): Promise<SavedView> => {
  const caller = callerOf(request);
  let rules: UniqueRule[] = [];
  try {
    await db.transaction(async (tx) => {
      const before = await ownRowForUpdate(tx, caller, id);
      rules = nameRules(caller, before.list, input.name);
      await assertUnique(tx, request, savedViews, rules, id);
      const [after] = await tx
        .update(savedViews)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(savedViews.id, id))
        .returning();
      await recordAudit(tx, request, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before,
        after,
      });
    });
  } catch (error) {
    throw uniqueError(rules, error);
  }
  return viewOf(db, caller, id);
};

export const deleteSavedView = async (
  db: Db,
  request: FastifyRequest,
  id: string,
): Promise<void> => {
  const caller = callerOf(request);
  await db.transaction(async (tx) => {
    const before = await ownRowForUpdate(tx, caller, id);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await recordAudit(tx, request, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
};
