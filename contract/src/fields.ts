import { z } from 'zod';
import { statusChangeSchema } from './common';

/** Field builders shared by the domain contracts, so every form says the same thing the same way. */

export const tooLong = (max: number): string => `Use no máximo ${max} caracteres`;

export const requiredText = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong(max) });

/** Blank or missing becomes null, so forms may send '' for an empty input. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A host with a top-level domain, an optional port and path: what a person means by a site. */
const WEB_ADDRESS = /^https?:\/\/([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;
const URL_MESSAGE = 'Endereço inválido: use, por exemplo, https://www.exemplo.com.br';

/** People type "www.site.com.br": the scheme is added before checking. */
export const optionalUrl = z
  .string()
  .trim()
  .max(300, { error: tooLong(300) })
  .nullable()
  .optional()
  .transform((value) => {
    if (!value) return null;
    return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  })
  .refine((value) => value === null || WEB_ADDRESS.test(value), { error: URL_MESSAGE });

export const DATE_MESSAGE = 'Data inválida';
/** A yes-or-no filter of a query: 'true' or 'false', anything else refused. */
export const trueOrFalseSchema = z
  .enum(['true', 'false'], { error: 'Use true ou false' })
  .transform((value) => value === 'true');
/** A period whose last day comes before its first. */
export const PERIOD_ORDER_MESSAGE = 'A data final deve ser igual ou posterior à inicial';

/** A list query's check that each period, named by its two days' fields, does not end before it starts. */
export const periodsInOrder =
  (...periods: (readonly [string, string])[]) =>
  (query: Record<string, unknown>, context: z.RefinementCtx): void => {
    for (const [from, to] of periods) {
      const [first, last] = [query[from], query[to]];
      if (typeof first === 'string' && typeof last === 'string' && first > last)
        context.addIssue({ code: 'custom', message: PERIOD_ORDER_MESSAGE, path: [to] });
    }
  };
export const dateOnlySchema = z.iso.date({ error: DATE_MESSAGE });

/** Created-date range filter shared by the registry lists (inclusive days, in UTC). */
export const createdRangeSchema = z.object({
  createdFrom: dateOnlySchema.optional(),
  createdTo: dateOnlySchema.optional(),
});

/** A status and the reason given for it, as the API answers them. */
export const statusMetaSchema = z.object({
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
});

/**
 * One of a select's options: nothing chosen says `required` ('Área obrigatória'), anything else
 * not among them `invalid` ('Área inválida').
 */
export const choiceSchema = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  messages: { required: string; invalid: string },
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? messages.required
        : messages.invalid,
  });

/** `{value: label}` maps become the pairs a select or a filter chip lists. */
export const optionsOf = <Key extends string>(
  labels: Record<Key, string>,
): { value: Key; label: string }[] =>
  (Object.keys(labels) as Key[]).map((value) => ({ value, label: labels[value] }));

/** Empty form fields ('', blanks or null) become null; anything else must pass `field`, whose messages are kept. */
export const optional = <Out>(field: z.ZodType<Out, string>) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value, ctx): Out | null => {
      if (!value?.trim()) return null;
      const result = field.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });

/**
 * A status lifecycle: its Portuguese labels, the moves allowed from each status, where a reason
 * is required, and which moves end or block something (shown as destructive). A reason is not
 * a warning sign: hiring asks for one and is good news.
 */
export type Lifecycle<Status extends string> = {
  labels: Record<Status, string>;
  moves: Record<Status, readonly Status[]>;
  reasonRequired: readonly Status[];
  destructive: readonly Status[];
};

export const canMove = <Status extends string>(
  lifecycle: Lifecycle<Status>,
  from: Status,
  to: Status,
): boolean => lifecycle.moves[from].includes(to);

export const REASON_REQUIRED_MESSAGE = 'Informe o motivo';

/** `POST /x/{id}/status` body: a target status, and a reason whenever the lifecycle asks for one. */
export const statusBodySchema = <Status extends string>(
  statuses: readonly [Status, ...Status[]],
  // Only which moves need a reason: the statuses a body may carry come from `statuses` alone.
  lifecycle: Pick<Lifecycle<string>, 'reasonRequired'>,
) =>
  statusChangeSchema(z.enum(statuses, { error: 'Status inválido' })).refine(
    (body) => !lifecycle.reasonRequired.includes(body.status) || Boolean(body.reason),
    {
      error: REASON_REQUIRED_MESSAGE,
      path: ['reason'],
    },
  );
