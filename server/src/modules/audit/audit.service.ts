import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_NAMES,
  AUDIT_STATUS_ACTIONS,
  AUDIT_STATUS_VERBS,
  auditActionLabel,
  auditActorName,
  auditEntityName,
  auditRecordName,
  type AuditEntry,
  type AuditExportQuery,
  type AuditListQuery,
} from '@hub/contract/audit';
import { codesLabelled, foldText } from '@hub/contract/common';
import type { Db } from '../../db/client';
import { auditLog, superAdminProfiles } from '../../db/schema/index';
import type { CsvColumn } from '../../lib/csv';
import { defineList } from '../../lib/list';
import { auditEntryInScope, qualified } from '../../lib/scope';
import {
  addressHolds,
  createdBetween,
  termsOf,
  textHolds,
  type PerKeySearch,
  type SortExpression,
} from '../../lib/listing';
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
 * of a record. The labels are matched here, so the codes in the SQL depend on the key: built per key.
 */
const AUDIT_SEARCH: PerKeySearch = {
  perKey: (key) => {
    const statuses = codesLabelled(AUDIT_STATUS_VERBS, key.text);
    const statusChange = inArray(auditLog.action, AUDIT_STATUS_ACTIONS);
    const terms = termsOf(key);
    return or(
      textHolds(auditLog.recordLabel, terms),
      addressHolds(auditLog.actorEmail, terms),
      // An array computed once, which the actor index serves (an IN subquery within an OR is a filter on every row).
      sql`${auditLog.actorId} = ANY(ARRAY(SELECT ${superAdminProfiles.userId} FROM ${superAdminProfiles} WHERE ${textHolds(superAdminProfiles.name, terms)}))`,
      eq(auditLog.entityId, key.text),
      inCodes(auditLog.action, codesLabelled(AUDIT_ACTION_LABELS, key.text)),
      inCodes(auditLog.entity, codesLabelled(AUDIT_ENTITY_NAMES, key.text)),
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
      'aprovou'.includes(foldText(key.text))
        ? and(
            statusChange,
            sql`${auditLog.before}->>'status' = 'pending' AND ${auditLog.after}->>'status' = 'active'`,
          )
        : undefined,
    );
  },
};

const filtersOf = (query: AuditExportQuery): SQL | undefined =>
  and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    createdBetween(auditLog.createdAt, query),
  );

/** Rows of the trail as it shows them: the actors' names read once for the page or the batch. */
const entriesOf = async (db: Db, rows: (typeof auditLog.$inferSelect)[]): Promise<AuditEntry[]> => {
  const names = await actorNames(
    db,
    rows.map((row) => row.actorId),
  );
  return rows.map((row) => toAuditEntry(row, names));
};

/** What the list shows, each in Portuguese: no code, id or JSON of the write. */
const AUDIT_CSV: CsvColumn<AuditEntry>[] = [
  { header: 'Data', value: (entry) => new Date(entry.createdAt) },
  { header: 'Administrador', value: auditActorName },
  { header: 'Email', value: (entry) => entry.actorEmail },
  { header: 'Ação', value: (entry) => auditActionLabel(entry.action, entry.before, entry.after) },
  { header: 'Tipo de registro', value: (entry) => auditEntityName(entry.entity) },
  { header: 'Registro', value: auditRecordName },
  { header: 'IP', value: (entry) => entry.ip },
];

/** The audit trail of every administrator write (DESIGN.md section 4, Logs): a list, with its CSV. */
export const auditTrail = defineList({
  table: auditLog,
  sorts: SORTS,
  search: AUDIT_SEARCH,
  filters: filtersOf,
  scope: (scope) => auditEntryInScope(qualified(auditLog, auditLog.entity), qualified(auditLog, auditLog.entityId), scope),
  rowsOf: entriesOf,
  csv: { file: 'auditoria', columns: AUDIT_CSV, rowsOf: entriesOf },
  keptCount: true,
});
