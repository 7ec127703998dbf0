import { z } from 'zod';

// The messages zod writes itself (a wrong type, an unknown discriminator) in Portuguese too, for
// the API and the forms alike: every module that validates imports this file.
z.config(z.locales.ptBR());

/** Error body of every non-2xx answer. `message` is Portuguese and meant for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** What a refusal is about when a screen may act on it, e.g. the missing prerequisite of a process. */
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A duplicate's refusal (409): the record that already holds the value, to open it. */
  recordId: z.uuid().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idSchema = z.uuid({ error: 'Identificador inválido' });
export const idParamsSchema = z.object({ id: idSchema });

/**
 * A stored record's id in an answer: the database's uuid, declared as one in the OpenAPI document
 * but not tested against the pattern again for every row a page or a board answers (a request's
 * ids are: idSchema).
 */
export const storedIdSchema = z.string().meta({ format: 'uuid' });

/**
 * Headers of a creating request a client may retry: the same Idempotency-Key and body answer the
 * first result instead of creating again. Other headers pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, {
      error: 'Idempotency-Key inválida: use de 1 a 200 caracteres visíveis',
    })
    .optional()
    .meta({
      description:
        'Chave escolhida pelo cliente (um UUID, por exemplo) para repetir o pedido sem criar de novo',
    }),
});

/** The answer of a logo upload: where the new logo is served. */
export const logoAnswerSchema = z.object({ logoUrl: z.string() });

/** The failures of a write to a row read by id: invalid input, no such row, a conflict (a taken value, a stale updatedAt). */
export const writeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The failures of an upload, beside the usual 400 and 404. */
export const uploadErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** A CSV download: its body is the file. */
export const csvAnswerSchema = z
  .string()
  .meta({ description: 'Arquivo CSV (separado por ponto e vírgula, UTF-8 com BOM)' });

/** An Excel download: its body is the .xlsx file. */
export const xlsxAnswerSchema = z.string().meta({ description: 'Planilha do Excel (.xlsx)' });

export const MAX_PAGE_LIMIT = 100;

/** The page sizes the lists offer (the first is the default). */
export const PAGE_SIZES = [10, 25, 50, MAX_PAGE_LIMIT] as const;

/** Query of every list: page, page size, free-text search and sort. Domains extend it with filters. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'A página deve ser 1 ou mais' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'O limite deve ser 1 ou mais' })
    .max(MAX_PAGE_LIMIT, { error: `O limite deve ser no máximo ${MAX_PAGE_LIMIT}` })
    .default(10),
  key: z.string().trim().max(200).optional(),
  order: z.enum(['asc', 'desc'], { error: 'A ordem deve ser asc ou desc' }).default('asc'),
  /**
   * The last row of the page before (`after`) or the first row of the page after (`before`): the
   * registries then start the page at that row (keyset) instead of counting `(page - 1) × limit`
   * rows, so the next page of a deep one costs what the first does. `page` still names the page,
   * and is what counts when the row is gone. With both, `after` is used.
   */
  after: idSchema.optional(),
  before: idSchema.optional(),
  /**
   * A filtered list counts its matches up to COUNT_CAP and answers `totalCapped` beyond: counting
   * every match would cost more than the page. `true` asks for the exact total. Lists whose total
   * is always exact ignore it.
   */
  exactTotal: z
    .enum(['true', 'false'], { error: 'Use true ou false' })
    .transform((value) => value === 'true')
    .optional()
    .meta({
      description: 'Contar exatamente todos os registros encontrados, mesmo mais de 10.000',
    }),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What a list's CSV (and a bulk action or a message over its filter) leaves out of its query: the page and its count. */
export const NOT_EXPORTED = { page: true, limit: true, exactTotal: true } as const;

/** How many matches a filtered list counts before it says 'mais de 10.000' instead of counting on. */
export const COUNT_CAP = 10_000;

/** The spec's page shape (note the spelling `totalItens`), and `totalCapped` when the total is a lower bound. */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    currentPage: z.number().int(),
    previousPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
    totalPages: z.number().int(),
    totalItens: z.number().int(),
    totalCapped: z
      .boolean()
      .optional()
      .meta({
        description:
          'totalItens é um mínimo: há mais registros, não contados (peça exactTotal=true)',
      }),
    rows: z.array(row),
  });
export type Page<Row> = {
  currentPage: number;
  previousPage: number | null;
  nextPage: number | null;
  totalPages: number;
  totalItens: number;
  /** `totalItens` is a lower bound: the matches were counted up to COUNT_CAP only. */
  totalCapped?: boolean;
  rows: Row[];
};

/**
 * Page arithmetic shared by every list: pure, so the edges are unit-tested once. A `capped` total
 * is a lower bound: the next page exists while this one is full, and a page short of full ends the
 * list, so its total is known exactly.
 */
export const toPage = <Row>(
  rows: Row[],
  totalItens: number,
  page: number,
  limit: number,
  capped = false,
): Page<Row> => {
  const reached = (page - 1) * limit + rows.length;
  if (capped && !(rows.length > 0 && rows.length < limit)) {
    const full = rows.length === limit;
    // An empty page past the end proves no row before it.
    const atLeast = rows.length > 0 ? Math.max(totalItens, reached) : totalItens;
    return {
      currentPage: page,
      previousPage: page > 1 ? page - 1 : null,
      nextPage: full ? page + 1 : null,
      totalPages: Math.max(Math.ceil(atLeast / limit), full ? page + 1 : page),
      totalItens: atLeast,
      totalCapped: true,
      rows,
    };
  }
  const total = capped ? reached : totalItens;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    previousPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
    totalPages,
    totalItens: total,
    rows,
  };
};

/** Writes carry the `updatedAt` they were read with; a newer row answers 409. */
export const concurrencySchema = z.object({
  updatedAt: z.iso.datetime({ error: 'updatedAt inválido' }),
});

export const statusChangeSchema = <S extends z.ZodType>(status: S) =>
  z.object({ status, reason: z.string().trim().max(500).optional() });

export const timestampsSchema = z.object({ createdAt: z.string(), updatedAt: z.string() });

/** Text as the searches compare it: lower-case and without accents ('Conceição' → 'conceicao'). */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The codes whose Portuguese label contains `key`, accents and case ignored: a search by label. */
export const codesLabelled = (labels: Record<string, string>, key: string): string[] => {
  const folded = foldText(key.trim());
  return Object.entries(labels)
    .filter(([, label]) => foldText(label).includes(folded))
    .map(([code]) => code);
};

/** Whether a value is a record's id (a UUID): what a screen never shows and a lookup may cast. */
export const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
