import { z } from 'zod';
import { KANBAN_ACTIONS } from './applications';
import { auditEntrySchema } from './audit';
import { apiErrorSchema, idSchema } from './common';
import { requiredText } from './fields';
import { defineOperations } from './operation';
import type { Permission, PermissionArea } from './permissions';

/** The records that have a history, by the audit trail's names of their entities. */
export const HISTORY_ENTITIES = [
  'candidates',
  'companies',
  'selective_processes',
  'applications',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The area of the access profiles each kind of record belongs to: its history needs that area's 'ver', a note its 'editar'. */
const HISTORY_AREAS = {
  candidates: 'profissionais',
  companies: 'empresas',
  selective_processes: 'processos',
  applications: 'processos',
} as const satisfies Record<HistoryEntity, PermissionArea>;

/** The permission of an action on a kind of record's history ('ver' to read it, 'editar' to write a note). */
export const historyPermission = (entity: HistoryEntity, action: 'ver' | 'editar'): Permission =>
  `${HISTORY_AREAS[entity]}.${action}`;

const historyPermissions = (action: 'ver' | 'editar') =>
  Object.fromEntries(HISTORY_ENTITIES.map((entity) => [entity, historyPermission(entity, action)]));

/** The records administrators write notes on. */
export const NOTE_ENTITIES = ['candidates', 'companies', 'applications'] as const;
export type NoteEntity = (typeof NOTE_ENTITIES)[number];

export const HISTORY_PAGE = 30;
export const HISTORY_MAX = 300;

const historyParamsSchema = z.object({
  entity: z.enum(HISTORY_ENTITIES, { error: 'Tipo de registro inválido' }),
  id: idSchema,
});
const noteParamsSchema = z.object({
  entity: z.enum(NOTE_ENTITIES, { error: 'Este registro não recebe notas' }),
  id: idSchema,
});

/**
 * Where a page of a history ends, as its `next` says: the last event's instant as stored (to the
 * microsecond: events of one millisecond keep their order) and its id, which breaks ties.
 */
const HISTORY_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cursor whose instant exists (no 30 February): the database is never asked for another. */
const isHistoryCursor = (cursor: string): boolean => {
  const instant = HISTORY_CURSOR.exec(cursor)?.[1];
  if (!instant) return false;
  const parsed = new Date(`${instant}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(instant);
};

export const historyQuerySchema = z.object({
  /** How many events: the newest, or the next older ones after `before`. */
  limit: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int({ error: 'Quantidade inválida' })
    .min(1, { error: 'Quantidade inválida' })
    .max(HISTORY_MAX, { error: `No máximo ${HISTORY_MAX} eventos` })
    .default(HISTORY_PAGE),
  /** The `next` of the page before: 'Carregar mais' reads only the events older than its last one. */
  before: z.string().refine(isHistoryCursor, { error: 'Posição do histórico inválida' }).optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const noteBodySchema = z.object({
  body: requiredText('Escreva a nota', 5000),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

const eventBase = {
  id: z.uuid(),
  at: z.string(),
  /** The administrator's name (their email without a profile); null for the platform's own writes. */
  actorName: z.string().nullable(),
};

export const noteEventSchema = z.object({
  ...eventBase,
  kind: z.literal('note'),
  body: z.string(),
  /** A note on an application shown in a professional's or a process's history: which one. */
  entity: z.enum(NOTE_ENTITIES),
  entityId: z.uuid(),
  /** The process of a note on an application. */
  processTitle: z.string().nullable(),
  /** Written by whoever asks: they may delete it. */
  mine: z.boolean(),
});
export type NoteEvent = z.infer<typeof noteEventSchema>;

export const historyEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...eventBase, kind: z.literal('audit'), entry: auditEntrySchema }),
  z.object({
    ...eventBase,
    kind: z.literal('kanban'),
    action: z.enum(KANBAN_ACTIONS),
    selectiveProcessId: z.uuid(),
    processTitle: z.string(),
    candidateName: z.string(),
    fromStage: z.string(),
    toStage: z.string(),
    undone: z.boolean(),
  }),
  noteEventSchema,
]);
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historySchema = z.object({
  events: z.array(historyEventSchema),
  /** Older events exist beyond `limit`. */
  hasMore: z.boolean(),
  /** The `before` of the next page, when `hasMore`. */
  next: z.string().nullable(),
});
export type History = z.infer<typeof historySchema>;

export const HISTORY_MESSAGES = {
  recordNotFound: 'Registro não encontrado',
  noteNotFound: 'Nota não encontrada',
} as const;

export const historyOperations = defineOperations({
  getRecordHistory: {
    method: 'GET',
    path: '/history/:entity/:id',
    summary:
      'O histórico de um registro: o que os administradores alteraram, as movimentações do quadro e as notas, do mais recente ao mais antigo',
    tag: 'history',
    permission: 'conta',
    recordPermission: { param: 'entity', permissions: historyPermissions('ver') },
    params: historyParamsSchema,
    query: historyQuerySchema,
    responses: { 200: historySchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  addRecordNote: {
    method: 'POST',
    path: '/history/:entity/:id/notes',
    summary: 'Escreve uma nota num profissional, numa empresa ou numa candidatura',
    tag: 'history',
    permission: 'conta',
    recordPermission: { param: 'entity', permissions: historyPermissions('editar') },
    params: noteParamsSchema,
    body: noteBodySchema,
    responses: { 201: noteEventSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  deleteRecordNote: {
    method: 'DELETE',
    path: '/notes/:id',
    summary: 'Exclui uma nota escrita por quem pede',
    tag: 'history',
    permission: 'conta',
    params: z.object({ id: idSchema }),
    responses: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
  },
});
