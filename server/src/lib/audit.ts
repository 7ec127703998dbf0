import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Secrets never reach the audit trail, whatever row is recorded. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'currentPassword', 'tokenHash', 'tokenVersion']);

const scrub = (value: unknown): unknown => {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, inner]) => [key, scrub(inner)]),
  );
};

/** Records one administrator write; call it inside the transaction that makes the write. */
export const recordAudit = async (db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: request.user?.id ?? null,
    actorEmail: request.user?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: scrub(entry.before),
    after: scrub(entry.after),
    ip: request.ip,
  });
};
