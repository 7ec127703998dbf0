import { z } from 'zod';
import {
  apiErrorSchema,
  csvAnswerSchema,
  idParamsSchema,
  listQuerySchema,
  NOT_EXPORTED,
  pageSchema,
  writeErrors,
} from './common';
import { createdRangeSchema } from './fields';
import type { ApiTag } from './api-tags';
import type { PermissionArea, ProfilePermission } from './permissions';

/** The areas of the permission matrix a record with a list, a CSV, a form and a status can name. */
type RecordArea = {
  [Area in PermissionArea]:
    | `${Area}.ver`
    | `${Area}.editar`
    | `${Area}.status`
    | `${Area}.exportar` extends ProfilePermission
    ? Area
    : never;
}[PermissionArea];

/** The query of a list: the common one, its filters, and its sort and order. */
type ListShape<
  Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
  Created extends boolean,
> = Omit<typeof listQuerySchema.shape, keyof Filters | 'sort' | 'order'> &
  Filters & {
    sort: z.ZodDefault<z.ZodEnum<{ [Sort in Sorts[number]]: Sort }>>;
    order: z.ZodDefault<z.ZodEnum<{ asc: 'asc'; desc: 'desc' }>>;
  } & (Created extends true ? typeof createdRangeSchema.shape : unknown);

/** How a list is sorted, filtered and searched: what its query and its CSV's query are made of. */
type ListQuerySpec<
  Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
  Created extends boolean,
> = {
  sorts: Sorts;
  defaultSort: Sorts[number];
  filters: Filters;
  defaultOrder?: 'asc' | 'desc';
  /** Whether the list filters by creation date (`createdFrom`, `createdTo`, after `sort`). */
  createdRange?: Created;
  /** A check across the query's fields (a period's start before its end), the CSV's query's too. */
  superRefine?: (
    query: z.output<z.ZodObject<ListShape<Sorts, Filters, Created>>>,
    context: z.RefinementCtx,
  ) => void;
};

/**
 * A list's query and its CSV's query, from its sorts and its filters. The filters come before
 * `sort` in the query, as the OpenAPI document lists them; `defaultOrder` is the order a list
 * opens in when it is not 'asc'. For a list whose pages are not of one row (the logs); the others
 * take `listContract`.
 */
export const listQueries = <
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
  Created extends boolean = false,
>(
  spec: ListQuerySpec<Sorts, Filters, Created>,
) => {
  const extended = listQuerySchema.extend({
    ...spec.filters,
    sort: z.enum(spec.sorts, { error: 'Ordenação inválida' }).default(spec.defaultSort as never),
    order: z
      .enum(['asc', 'desc'], { error: 'A ordem deve ser asc ou desc' })
      .default(spec.defaultOrder ?? 'asc'),
    ...(spec.createdRange ? createdRangeSchema.shape : {}),
  });
  // Refined after the CSV's query is cut from it: zod refuses to omit from a refined object.
  const exported = extended.omit(NOT_EXPORTED);
  const check = spec.superRefine as
    ((query: unknown, context: z.RefinementCtx) => void) | undefined;
  return {
    query: (check ? extended.superRefine(check) : extended) as unknown as z.ZodObject<
      ListShape<Sorts, Filters, Created>
    >,
    exportQuery: (check ? exported.superRefine(check) : exported) as unknown as z.ZodObject<
      Omit<ListShape<Sorts, Filters, Created>, keyof typeof NOT_EXPORTED>
    >,
  };
};

/**
 * The query of a list whose rows keep one order of their own (a message's recipients): the common
 * query without `order`, and its filters.
 */
export const unsortedListQuery = <Filters extends z.ZodRawShape>(filters: Filters) =>
  listQuerySchema.omit({ order: true }).extend(filters);

/**
 * A list's query, its CSV's query and its page, from its row, its sorts and its filters: the
 * skeleton every list-backed record shares.
 */
export const listContract = <
  Row extends z.ZodType,
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
  Created extends boolean = false,
>(
  spec: ListQuerySpec<Sorts, Filters, Created> & { row: Row },
) => ({ ...listQueries(spec), page: pageSchema(spec.row) });

/**
 * The operations of a record with a list, a CSV, a form and a status (decision 022's resource on
 * the contract's side), their summaries written from the record's noun. The domain file keys them
 * by operationId, beside the operations that are its own.
 */
export const recordOperations = <
  Row extends z.ZodType,
  List extends ReturnType<typeof listContract>,
  Create extends z.ZodType,
  Update extends z.ZodType,
  StatusBody extends z.ZodType,
>(spec: {
  /** The list's path under /api: '/plans'. */
  path: `/${string}`;
  tag: ApiTag;
  area: RecordArea;
  /** The record with its article, one and many: 'um plano', 'os planos'. */
  noun: { one: string; many: string };
  row: Row;
  list: List;
  create: Create;
  update: Update;
  status: StatusBody;
  /** What a status change does, when not 'Ativa ou inativa' the record. */
  statusSummary?: string;
}) => {
  const { path, tag, area, noun, row } = spec;
  return {
    list: {
      method: 'GET',
      path,
      summary: `Lista ${noun.many}, com busca, filtros e ordenação`,
      tag,
      permission: `${area}.ver`,
      query: spec.list.query as List['query'],
      responses: { 200: spec.list.page as List['page'], 400: apiErrorSchema },
    },
    export: {
      method: 'GET',
      path: `${path}/export.csv`,
      summary: `Exporta ${noun.many} da lista filtrada em CSV`,
      tag,
      permission: `${area}.exportar`,
      query: spec.list.exportQuery as List['exportQuery'],
      produces: ['text/csv'],
      responses: { 200: csvAnswerSchema, 400: apiErrorSchema },
    },
    get: {
      method: 'GET',
      path: `${path}/:id`,
      summary: capitalized(noun.one),
      tag,
      permission: `${area}.ver`,
      params: idParamsSchema,
      responses: { 200: row, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    create: {
      method: 'POST',
      path,
      summary: `Cadastra ${noun.one}`,
      tag,
      permission: `${area}.editar`,
      body: spec.create,
      responses: { 201: row, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    update: {
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Altera ${noun.one} (com o updatedAt lido)`,
      tag,
      permission: `${area}.editar`,
      params: idParamsSchema,
      body: spec.update,
      responses: { 200: row, ...writeErrors },
    },
    changeStatus: {
      method: 'POST',
      path: `${path}/:id/status`,
      summary: spec.statusSummary ?? `Ativa ou inativa ${noun.one}`,
      tag,
      permission: `${area}.status`,
      params: idParamsSchema,
      body: spec.status,
      responses: { 200: row, ...writeErrors },
    },
  } as const;
};

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
