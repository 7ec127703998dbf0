import { z } from 'zod';
import { apiErrorSchema, idParamsSchema, writeErrors } from './common';
import { withDeclared, type DomainDeclaration } from './domain';
import { DOMAINS } from './domains.generated';
import { requiredText, tooLong } from './fields';
import type { LogKind } from './logs';
import { defineOperations } from './operation';

/** The lists a view can be saved on that no `defineDomain` declares. */
const OWN_LISTS = [
  'audit',
  'log-emails',
  'log-email-errors',
  'log-email-sending-errors',
  'log-whatsapp',
  'log-catho',
  'log-kanban',
] as const;

type DeclaredList = Extract<(typeof DOMAINS)[number], { savedViews: object }>['savedViews']['list'];
export type SavedViewList = (typeof OWN_LISTS)[number] | DeclaredList;
const declaredDomains: readonly DomainDeclaration[] = DOMAINS;

/**
 * The lists a view can be saved on: one key per ResourceList of the web. One company's processes
 * share the processes' key (the company is the page's scope, never part of the saved query); each
 * log has its own (`logViews`).
 */
export const SAVED_VIEW_LISTS = withDeclared(
  OWN_LISTS.map((list) => [list, list] as const),
  declaredDomains.flatMap(({ savedViews }) =>
    savedViews ? [{ key: savedViews.list, entry: savedViews.list, after: savedViews.after }] : [],
  ),
).map(([list]) => list) as [SavedViewList, ...SavedViewList[]];

/** A log's saved-views key: a log kind without one does not compile. */
export const logViews = (kind: LogKind): SavedViewList => `log-${kind}`;

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 2000;

export const SAVED_VIEW_NAME_TAKEN = 'Você já tem uma visão com este nome nesta lista';

const listSchema = z.enum(SAVED_VIEW_LISTS, { error: 'Lista inválida' });

/** One view as a list shows it: its owner's or shared by another administrator (`mine` false). */
export const savedViewSchema = z.object({
  id: z.uuid(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  /** The list's URL query string, without the leading '?'. */
  query: z.string(),
  shared: z.boolean(),
  /** Whether the caller owns it, and so may rename, share, update or delete it. */
  mine: z.boolean(),
  /** The owner's name (their email when they have no profile). */
  ownerName: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListQuerySchema = z.object({ list: listSchema });

export const savedViewsSchema = z.object({ rows: z.array(savedViewSchema) });

/** What an owner writes: the name, the list's query and whether the others see it. */
export const savedViewUpdateSchema = z.object({
  name: requiredText('Dê um nome à visão', SAVED_VIEW_NAME_MAX),
  query: z
    .string({ error: 'A consulta da lista é obrigatória' })
    .trim()
    .max(SAVED_VIEW_QUERY_MAX, { error: tooLong(SAVED_VIEW_QUERY_MAX) })
    // A pasted '?a=1' means the same as 'a=1': stored without it so equal views compare equal.
    .transform((query) => query.replace(/^\?/, '')),
  shared: z.boolean({ error: 'Diga se a visão é compartilhada' }),
});
export type SavedViewUpdateInput = z.input<typeof savedViewUpdateSchema>;
export type SavedViewUpdate = z.output<typeof savedViewUpdateSchema>;

/** A new view is private unless said otherwise. */
export const savedViewCreateSchema = savedViewUpdateSchema.extend({
  list: listSchema,
  shared: savedViewUpdateSchema.shape.shared.default(false),
});
export type SavedViewCreateInput = z.input<typeof savedViewCreateSchema>;
export type SavedViewCreate = z.output<typeof savedViewCreateSchema>;

export const savedViewOperations = defineOperations({
  listSavedViews: {
    method: 'GET',
    path: '/saved-views',
    summary: 'As visões de uma lista: as suas e as compartilhadas pelos outros administradores',
    tag: 'saved-views',
    permission: 'conta',
    query: savedViewListQuerySchema,
    responses: { 200: savedViewsSchema, 400: apiErrorSchema },
  },
  createSavedView: {
    method: 'POST',
    path: '/saved-views',
    summary: 'Salva o estado de uma lista sob um nome',
    tag: 'saved-views',
    permission: 'conta',
    body: savedViewCreateSchema,
    responses: { 201: savedViewSchema, 400: apiErrorSchema, 409: apiErrorSchema },
  },
  updateSavedView: {
    method: 'PUT',
    path: '/saved-views/:id',
    summary: 'Renomeia, compartilha ou atualiza uma visão sua',
    tag: 'saved-views',
    permission: 'conta',
    params: idParamsSchema,
    body: savedViewUpdateSchema,
    responses: { 200: savedViewSchema, ...writeErrors },
  },
  deleteSavedView: {
    method: 'DELETE',
    path: '/saved-views/:id',
    summary: 'Exclui uma visão sua',
    tag: 'saved-views',
    permission: 'conta',
    params: idParamsSchema,
    responses: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
  },
});
