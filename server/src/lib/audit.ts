import { getTableColumns, is, Table } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
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

const auditRow = (entry: AuditEntry, actor: { id: string; email: string } | null, ip: string | null) => ({
  actorId: actor?.id ?? null,
  actorEmail: actor?.email ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId ?? null,
  before: scrub(entry.before),
  after: scrub(entry.after),
  ip,
});

/** Records one administrator write; call it inside the transaction that makes the write. */
export const recordAudit = async (db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> => {
  await db.insert(schema.auditLog).values(auditRow(entry, request.user, request.ip));
};

/** Records writes the platform makes by itself (scheduled jobs): no actor, no address. */
export const recordSystemAudit = async (db: Db, entries: AuditEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  await db.insert(schema.auditLog).values(entries.map((entry) => auditRow(entry, null, null)));
};
