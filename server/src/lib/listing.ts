import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching `key` anywhere, with the user's % and _ taken literally. */
export const containsPattern = (key: string): string =>
  `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const pageOffset = (query: { page: number; limit: number }): number =>
  (query.page - 1) * query.limit;

/**
 * The optimistic-concurrency check of every PUT: the row still has the `updatedAt` the client read.
 * Compared at millisecond precision, the precision of the ISO string the client holds.
 */
export const unchangedSince = (column: PgColumn, updatedAt: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${updatedAt}::timestamptz`;

/** The status columns every status change writes: the reason, when, and by whom. */
export const statusStamp = (request: FastifyRequest, reason: string | undefined) => ({
  statusReason: reason ?? null,
  statusChangedAt: new Date(),
  statusChangedBy: request.user?.id ?? null,
});
