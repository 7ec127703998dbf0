import { getTableColumns, is, sql, Table, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { isRecordId } from '@hub/contract/common';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import * as schema from '../db/schema/index';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Secrets never reach the audit trail, whatever row is recorded. */
const SECRET_FIELDS = ['passwordHash', 'password', 'currentPassword', 'tokenHash', 'tokenVersion'];

/** Columns PostgreSQL computes (such as the folded names of schema/folded.ts): nobody writes them. */
const GENERATED_FIELDS = Object.values(schema)
  .filter((value) => is(value, Table))
  .flatMap((table) =>
    Object.entries(getTableColumns(table)).flatMap(([field, column]) => (column.generated ? [field] : [])),
  );

const UNRECORDED_FIELDS = new Set([...SECRET_FIELDS, ...GENERATED_FIELDS]);

const scrub = (value: unknown): unknown => {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !UNRECORDED_FIELDS.has(key))
      .map(([key, inner]) => [key, scrub(inner)]),
  );
};

/** An administrator's name, or the email of a user without a profile. */
const userName = (id: string): SQL =>
  sql`SELECT coalesce(p.name, u.email) AS label FROM users u LEFT JOIN super_admin_profiles p ON p.user_id = u.id WHERE u.id = ${id}`;

/**
 * Each entity's record name as the trail shows it and is searched by, read in the write's
 * transaction (a created row is there; a deleted one falls back to the name it had, below). A
 * resource (lib/resource.ts) registers its own from its `label` column (`registerRecordLabel`).
 */
const RECORD_LABELS: Record<string, (id: string) => SQL> = {
  selective_processes: (id) => sql`SELECT title AS label FROM selective_processes WHERE id = ${id}`,
  messages: (id) => sql`SELECT subject AS label FROM messages WHERE id = ${id}`,
  'message-labels': (id) => sql`SELECT name AS label FROM message_labels WHERE id = ${id}`,
  'values-test': (id) => sql`SELECT name AS label FROM values_test_items WHERE id = ${id}`,
  question_sheets: (id) => sql`SELECT name AS label FROM question_sheets WHERE id = ${id}`,
  subscriptions: (id) =>
    sql`SELECT c.legal_name || ' · ' || p.name AS label FROM subscriptions s
          JOIN companies c ON c.id = s.company_id JOIN plans p ON p.id = s.plan_id WHERE s.id = ${id}`,
  applications: (id) =>
    sql`SELECT ca.name || ' · ' || sp.title AS label FROM applications a
          JOIN candidates ca ON ca.id = a.candidate_id JOIN selective_processes sp ON sp.id = a.selective_process_id
         WHERE a.id = ${id}`,
  interviews: (id) =>
    sql`SELECT ca.name || ' · ' || sp.title AS label FROM interviews i
          JOIN candidates ca ON ca.id = i.candidate_id JOIN selective_processes sp ON sp.id = i.selective_process_id
         WHERE i.id = ${id}`,
  notes: (id) =>
    sql`SELECT coalesce(c.name, co.legal_name, ca.name || ' · ' || sp.title) AS label FROM record_notes n
          LEFT JOIN candidates c ON n.entity = 'candidates' AND c.id = n.entity_id
          LEFT JOIN companies co ON n.entity = 'companies' AND co.id = n.entity_id
          LEFT JOIN applications a ON n.entity = 'applications' AND a.id = n.entity_id
          LEFT JOIN candidates ca ON ca.id = a.candidate_id LEFT JOIN selective_processes sp ON sp.id = a.selective_process_id
         WHERE n.id = ${id}`,
  'super-admins': (id) => userName(id),
  'access-profiles': (id) => sql`SELECT name AS label FROM access_profiles WHERE id = ${id}`,
  users: (id) => userName(id),
};

/** The fields that name a record in the rows the trail keeps, for a record no longer there. */
const NAME_FIELDS = ['legalName', 'name', 'title', 'subject', 'code'];

const nameIn = (value: unknown): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const field = NAME_FIELDS.find((name) => typeof record[name] === 'string' && record[name]);
  return field ? (record[field] as string) : null;
};

/** Names an entity's records in the trail by a column of its table, read by id. */
export const registerRecordLabel = (
  entity: string,
  table: Table & { id: AnyPgColumn },
  label: AnyPgColumn,
): void => {
  RECORD_LABELS[entity] = (id) =>
    sql`SELECT ${label} AS label FROM ${table} WHERE ${table.id} = ${id}`;
};

/** The record's name now, or the one its row had before the write (a deleted record's). */
const recordLabelOf = async (db: Db, entry: AuditEntry): Promise<string | null> => {
  const lookup = RECORD_LABELS[entry.entity];
  if (lookup && isRecordId(entry.entityId)) {
    const [row] = await rowsOf<{ label: string | null }>(db, lookup(entry.entityId));
    if (row?.label) return row.label;
  }
  return nameIn(entry.after) ?? nameIn(entry.before);
};

/**
 * Writes the record names of an entity's rows in the trail again from their records: a professional
 * anonymised keeps no name there, in their own rows nor in their applications'.
 */
export const relabelAudit = async (db: Db, entity: string, ids: string[]): Promise<void> => {
  const lookup = RECORD_LABELS[entity];
  if (!lookup) return;
  for (const id of ids)
    await db.execute(
      sql`UPDATE audit_log SET record_label = (${lookup(id)}) WHERE entity = ${entity} AND entity_id = ${id}`,
    );
};

const auditRow = (
  entry: AuditEntry,
  actor: { id: string | null; email: string } | null,
  ip: string | null,
  recordLabel: string | null,
) => ({
  actorId: actor?.id ?? null,
  actorEmail: actor?.email ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  recordLabel,
  before: scrub(entry.before),
  after: scrub(entry.after),
  ip,
});

/** Records one administrator write; call it inside the transaction that makes the write. Answers the entry's id. */
export const recordAudit = async (db: Db, request: FastifyRequest, entry: AuditEntry): Promise<string> => {
  const recordLabel = await recordLabelOf(db, entry);
  const [row] = await db
    .insert(schema.auditLog)
    .values(auditRow(entry, request.user, request.ip, recordLabel))
    .returning({ id: schema.auditLog.id });
  if (!row) throw new Error('audit insert returned nothing');
  return row.id;
};

/**
 * Records many writes made on an administrator's behalf by background work (an import's job): the
 * actor and address of the request that started it, the record names given (no lookup per row).
 */
export const recordAuditOnBehalf = async (
  db: Db,
  /** An actor without id: someone who named an email that has no account (a failed login). */
  on: { actor: { id: string | null; email: string } | null; ip: string | null },
  entries: (AuditEntry & { recordLabel: string | null })[],
): Promise<void> => {
  if (entries.length === 0) return;
  await db.insert(schema.auditLog).values(entries.map((entry) => auditRow(entry, on.actor, on.ip, entry.recordLabel)));
};

/**
 * Records writes the platform makes by itself (scheduled jobs): no actor account, no address; `by`
 * names what acted when it is not the platform at large ('Regra: Recusa automática').
 */
export const recordSystemAudit = async (db: Db, entries: AuditEntry[], by?: string): Promise<void> => {
  if (entries.length === 0) return;
  const actor = by ? { id: null, email: by } : null;
  const rows = [];
  for (const entry of entries) rows.push(auditRow(entry, actor, null, await recordLabelOf(db, entry)));
  await db.insert(schema.auditLog).values(rows);
};
