import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, writeErrors } from './common';
import { defineOperations } from './operation';

/** A process's job posting on Catho: draft → sent → live → removed; any request may end in failed. */
export const CATHO_STATES = ['draft', 'sent', 'live', 'removed', 'failed'] as const;
export type CathoState = (typeof CATHO_STATES)[number];
export const CATHO_STATE_LABELS: Record<CathoState, string> = {
  draft: 'Rascunho',
  sent: 'Enviada',
  live: 'Publicada',
  removed: 'Removida',
  failed: 'Falhou',
};

export const CATHO_OPERATIONS = ['publish', 'update', 'remove'] as const;
export type CathoOperation = (typeof CATHO_OPERATIONS)[number];
export const CATHO_OPERATION_LABELS: Record<CathoOperation, string> = {
  publish: 'Publicação',
  update: 'Atualização',
  remove: 'Remoção',
};

export const cathoPostingSchema = z.object({
  id: z.uuid(),
  selectiveProcessId: z.uuid(),
  state: z.enum(CATHO_STATES),
  externalId: z.string().nullable(),
  externalUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  liveAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CathoPosting = z.infer<typeof cathoPostingSchema>;

/** `GET /selective-processes/{id}/catho`: whether the adapter is configured, and the posting if any. */
export const cathoStatusSchema = z.object({
  configured: z.boolean(),
  posting: cathoPostingSchema.nullable(),
});
export type CathoStatus = z.infer<typeof cathoStatusSchema>;

/** One request to Catho and its answer, as the Catho log lists it. */
export const cathoLogRowSchema = z.object({
  id: z.uuid(),
  selectiveProcessId: z.uuid().nullable(),
  processTitle: z.string().nullable(),
  postingId: z.uuid().nullable(),
  operation: z.enum(CATHO_OPERATIONS),
  method: z.string(),
  url: z.string(),
  statusCode: z.number().int().nullable(),
  requestExcerpt: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type CathoLogRow = z.infer<typeof cathoLogRowSchema>;

export const CATHO_MESSAGES = {
  notConfigured:
    'A integração com a Catho não está configurada (defina CATHO_API_URL e CATHO_API_TOKEN no servidor)',
  notPublishable: 'Só processos abertos ou em andamento podem ser publicados na Catho',
  alreadyPublished: 'Este processo já tem uma vaga publicada na Catho: atualize-a',
  noPosting: 'Este processo não tem vaga publicada na Catho',
  failed: (detail: string) => `A Catho recusou a operação: ${detail}`,
  unreachable: (detail: string) => `Não foi possível falar com a Catho: ${detail}`,
} as const;

/** 502: Catho refused the request or did not answer in time (the posting is failed, the exchange logged). */
const cathoWriteErrors = { ...writeErrors, 502: apiErrorSchema };

export const cathoOperations = defineOperations({
  getCathoStatus: {
    method: 'GET',
    path: '/selective-processes/:id/catho',
    summary: 'A vaga de um processo seletivo na Catho, e se a integração está configurada',
    tag: 'catho',
    permission: 'processos.ver',
    params: idParamsSchema,
    responses: { 200: cathoStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  },
  publishToCatho: {
    method: 'POST',
    path: '/selective-processes/:id/catho',
    summary: 'Publica a vaga de um processo seletivo na Catho, ou atualiza a já publicada',
    tag: 'catho',
    permission: 'processos.editar',
    params: idParamsSchema,
    responses: { 200: cathoPostingSchema, ...cathoWriteErrors },
  },
  removeFromCatho: {
    method: 'DELETE',
    path: '/selective-processes/:id/catho',
    summary: 'Retira da Catho a vaga de um processo seletivo',
    tag: 'catho',
    permission: 'processos.status',
    params: idParamsSchema,
    responses: { 200: cathoPostingSchema, ...cathoWriteErrors },
  },
});
