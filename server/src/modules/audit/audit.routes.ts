import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_NAMES,
  AUDIT_STATUS_ACTIONS,
  AUDIT_STATUS_VERBS,
  auditOperations,
  type AuditListQuery,
} from '@hub/contract/audit';
import { codesLabelled, foldText, toPage } from '@hub/contract/common';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditLog, superAdminProfiles } from '../../db/schema/index';
import {
  containsPattern,
  createdBetween,
  ilikeUnaccented,
  selectPage,
  type ListSearch,
  type SortExpression,
} from '../../lib/listing';
import { serveOperations } from '../../lib/operations';
import { actorNames, toAuditEntry } from './audit-entries';

const SORTS: Record<AuditListQuery['sort'], SortExpression> = {
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  actorEmail: sql`coalesce(${auditLog.actorEmail}, '')`,
};

const inCodes = (column: AnyPgColumn, codes: string[]): SQL | undefined =>
  codes.length ? inArray(column, codes) : undefined;

/**
 * `key`, accents and case ignored, in what the trail shows: the record's name, the actor's name or
 * email, the action's and the entity's Portuguese names ('aprovou' finds approvals); or the whole id
 * of a record. The labels are matched here, so the search is built per key (a filter, not a ListSearch).
 */
const searchOf = (key: string): SQL | undefined => {
  const like = containsPattern(key.trim());
  const statuses = codesLabelled(AUDIT_STATUS_VERBS, key);
  const statusChange = inArray(auditLog.action, AUDIT_STATUS_ACTIONS);
  return or(
    ilikeUnaccented(auditLog.recordLabel, like),
    ilikeUnaccented(auditLog.actorEmail, like),
    // An array computed once, which the actor index serves (an IN subquery within an OR is a filter on every row).
    sql`${auditLog.actorId} = ANY(ARRAY(SELECT ${superAdminProfiles.userId} FROM ${superAdminProfiles} WHERE ${ilikeUnaccented(superAdminProfiles.name, like)}))`,
    eq(auditLog.entityId, key.trim()),
    inCodes(auditLog.action, codesLabelled(AUDIT_ACTION_LABELS, key)),
    inCodes(auditLog.entity, codesLabelled(AUDIT_ENTITY_NAMES, key)),
    statuses.length
      ? and(
          statusChange,
          sql`${auditLog.after}->>'status' IN (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`,
        )
      : undefined,
    // An approval is a pending record made active (auditActionLabel).
    'aprovou'.includes(foldText(key.trim()))
      ? and(
          statusChange,
          sql`${auditLog.before}->>'status' = 'pending' AND ${auditLog.after}->>'status' = 'active'`,
        )
      : undefined,
  );
};

/** The search is one of the filters (searchOf): selectPage's own search stays unused. */
const NO_SEARCH: ListSearch = { formOf: () => 'none', condition: () => undefined };

const filtersOf = (query: AuditListQuery): SQL | undefined =>
  and(
    query.key?.trim() ? searchOf(query.key) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    ...createdBetween(auditLog.createdAt, query),
  );

/** The audit trail of every administrator write (DESIGN.md section 4, Logs). */
export const auditRoutes = async (app: FastifyInstance) => {
  const { db } = app.deps;
  serveOperations(app, auditOperations, {
    listAuditTrail: async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(db, auditLog, filtersOf(query), {
        ...query,
        key: undefined,
        sort: SORTS[query.sort],
        search: NO_SEARCH,
      });
      const names = await actorNames(
        db,
        rows.map((row) => row.actorId),
      );
      const entries = rows.map((row) => toAuditEntry(row, names));
      return toPage(entries, total, query.page, query.limit);
    },
  });
};
