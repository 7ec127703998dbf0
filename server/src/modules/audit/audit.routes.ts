import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  auditListQuerySchema,
  auditPageSchema,
  type AuditEntry,
  type AuditListQuery,
} from '@hub/contract/audit';
import { apiErrorSchema, toPage } from '@hub/contract/common';
import { auditLog } from '../../db/schema/index';
import { createdBetween, selectPage, type ListSearch, type SortExpression } from '../../lib/listing';
import { iso } from '../../lib/records';

const SORTS: Record<AuditListQuery['sort'], SortExpression> = {
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  entity: auditLog.entity,
  actorEmail: sql`coalesce(${auditLog.actorEmail}, '')`,
};

/** `key` matches a fragment of the actor's email or of the action, or the whole id of an entity. */
const SEARCH: ListSearch = {
  formOf: () => 'text',
  condition: (terms) =>
    or(
      ilike(auditLog.actorEmail, terms.contains),
      eq(auditLog.entityId, terms.text),
      ilike(auditLog.action, terms.contains),
    ),
};

const filtersOf = (query: AuditListQuery): SQL | undefined =>
  and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    ...createdBetween(auditLog.createdAt, query),
  );

/** The audit trail of every administrator write (DESIGN.md section 4, Logs). */
export const auditRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/logs/audit',
    {
      schema: {
        tags: ['logs'],
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(db, auditLog, filtersOf(query), {
        ...query,
        sort: SORTS[query.sort],
        search: SEARCH,
      });
      const entries: AuditEntry[] = rows.map((row) => ({
        ...row,
        before: row.before ?? null,
        after: row.after ?? null,
        createdAt: iso(row.createdAt),
      }));
      return toPage(entries, total, query.page, query.limit);
    },
  );
};
