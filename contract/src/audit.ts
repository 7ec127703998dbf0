import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common';
import { createdRangeSchema } from './fields';

/** One administrator write, as `GET /logs/audit` lists it. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = listQuerySchema
  .extend({
    entity: z.string().trim().max(60).optional(),
    entityId: z.string().trim().max(60).optional(),
    actorId: z.uuid({ error: 'Identificador inválido' }).optional(),
    action: z.string().trim().max(60).optional(),
    sort: z
      .enum(['createdAt', 'action', 'entity', 'actorEmail'], { error: 'Ordenação inválida' })
      .default('createdAt'),
    order: z.enum(['asc', 'desc'], { error: 'A ordem deve ser asc ou desc' }).default('desc'),
  })
  .extend(createdRangeSchema.shape);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
