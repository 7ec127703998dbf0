import { z } from 'zod';
import { apiErrorSchema } from './common';
import { tooLong } from './fields';
import { defineOperations } from './operation';
import type { ProfilePermission } from './permissions';

/** The shortest text the search looks for: one letter finds half the registry. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits answered per kind of record. */
export const SEARCH_HITS_PER_KIND = 5;

export const SEARCH_TOO_SHORT = `Digite ao menos ${SEARCH_MIN_LENGTH} caracteres`;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Digite o que procura' })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: SEARCH_TOO_SHORT })
    .max(SEARCH_MAX_LENGTH, { error: tooLong(SEARCH_MAX_LENGTH) }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The kinds of record the search finds, in the order their groups are answered. */
export const SEARCH_KINDS = [
  'companies',
  'candidates',
  'selectiveProcesses',
  'partners',
  'messages',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  companies: 'Empresas',
  candidates: 'Profissionais',
  selectiveProcesses: 'Processos seletivos',
  partners: 'Parceiros',
  messages: 'Mensagens',
};

/** What a profile must hold to find each kind in the search bar: the 'ver' of its area. */
export const SEARCH_KIND_PERMISSIONS: Record<SearchKind, ProfilePermission> = {
  companies: 'empresas.ver',
  candidates: 'profissionais.ver',
  selectiveProcesses: 'processos.ver',
  partners: 'parceiros.ver',
  messages: 'mensagens.ver',
};

/** One record found: its id, its name, and a line that tells it apart from others of that name. */
export const searchHitSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** A message opens in the mailbox of its recipients' type, under "all" or in the trash. */
export const messageSearchHitSchema = searchHitSchema.extend({
  typeUser: z.union([z.literal(1), z.literal(2)]),
  isDeleted: z.boolean(),
});
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>;

const hits = <Hit extends z.ZodType>(hit: Hit) => z.array(hit).max(SEARCH_HITS_PER_KIND);

export const searchGroupSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('companies'), hits: hits(searchHitSchema) }),
  z.object({ kind: z.literal('candidates'), hits: hits(searchHitSchema) }),
  z.object({ kind: z.literal('selectiveProcesses'), hits: hits(searchHitSchema) }),
  z.object({ kind: z.literal('partners'), hits: hits(searchHitSchema) }),
  z.object({ kind: z.literal('messages'), hits: hits(messageSearchHitSchema) }),
]);
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The kinds with at least one hit, in SEARCH_KINDS order; an empty answer has no group. */
export const searchAnswerSchema = z.object({ groups: z.array(searchGroupSchema) });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const searchOperations = defineOperations({
  globalSearch: {
    method: 'GET',
    path: '/search',
    summary:
      'Busca empresas, profissionais, processos seletivos, parceiros e mensagens de uma vez, ignorando acentos; cada tipo só para quem pode vê-lo',
    tag: 'search',
    permission: 'conta',
    query: searchQuerySchema,
    responses: { 200: searchAnswerSchema, 400: apiErrorSchema },
  },
});
