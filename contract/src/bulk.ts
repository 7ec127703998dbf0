import { z } from 'zod';
import { idSchema, statusChangeSchema } from './common';
import { REASON_REQUIRED_MESSAGE, type Lifecycle } from './fields';

/** Rows one bulk action may change: a larger selection is refused before anything is done. */
export const BULK_MAX = 500;

export const BULK_MESSAGES = {
  noSelection: 'Selecione ao menos um registro',
  tooMany: `Selecione no máximo ${BULK_MAX} registros por vez`,
  ambiguous: 'Envie as linhas escolhidas ou o filtro, não os dois',
} as const;

export const bulkIdsSchema = z
  .array(idSchema, { error: BULK_MESSAGES.noSelection })
  .min(1, { error: BULK_MESSAGES.noSelection })
  .max(BULK_MAX, { error: BULK_MESSAGES.tooMany });

/** The rows chosen one by one (`ids`), or every row the list's filters select (`filter`, as the list sends them). */
export const bulkSelectionSchema = <Filter extends z.ZodType>(filter: Filter) =>
  z
    .object({ ids: bulkIdsSchema.optional(), filter: filter.optional() })
    .refine((selection) => selection.ids !== undefined || selection.filter !== undefined, {
      error: BULK_MESSAGES.noSelection,
      path: ['ids'],
    })
    .refine((selection) => selection.ids === undefined || selection.filter === undefined, {
      error: BULK_MESSAGES.ambiguous,
      path: ['ids'],
    });

/** A status move for many rows: one target, one reason for all. */
export const bulkStatusBodySchema = <Status extends string, Filter extends z.ZodType>(
  statuses: readonly [Status, ...Status[]],
  lifecycle: Pick<Lifecycle<string>, 'reasonRequired'>,
  filter: Filter,
) =>
  statusChangeSchema(z.enum(statuses, { error: 'Status inválido' }))
    .extend({ selection: bulkSelectionSchema(filter) })
    .refine((body) => !lifecycle.reasonRequired.includes(body.status) || Boolean(body.reason), {
      error: REASON_REQUIRED_MESSAGE,
      path: ['reason'],
    });

/** What became of one row: done, or why not (a move the lifecycle forbids, say). */
export const bulkOutcomeSchema = z.object({
  id: z.uuid(),
  /** The row's name, for the report. */
  label: z.string(),
  ok: z.boolean(),
  message: z.string().nullable(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** Every row was tried on its own: each is applied whole or not at all, and audited when applied. */
export const bulkResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkOutcomeSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** A bulk status move's report, and the status changes it made: what undoing it puts back. */
export const bulkStatusResultSchema = bulkResultSchema.extend({ changeIds: z.array(z.uuid()) });
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** Undoes the status changes of a bulk move (`changeIds` as it answered them). */
export const bulkStatusUndoBodySchema = z.object({ changeIds: bulkIdsSchema });
export type BulkStatusUndoBody = z.infer<typeof bulkStatusUndoBodySchema>;

export const BULK_UNDO_MESSAGES = {
  changedSince: 'Alterado depois da mudança em massa: ficou como está',
  nothingToUndo: 'Nenhuma mudança de status sua a desfazer',
} as const;

/**
 * Chosen rows as a list's filter: `ids=uuid,uuid` in a query string, or an array in a JSON body (a
 * bulk action's or a message's filter); the list, its CSV and a message's audience narrowed to them.
 */
export const idListParamSchema = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(',').filter(Boolean))])
  .pipe(bulkIdsSchema);
