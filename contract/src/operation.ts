import type { z } from 'zod';
import type { ApiTag } from './api-tags';
import type { Permission } from './permissions';

/**
 * One endpoint of the API, declared once: the server routes it, the OpenAPI document describes
 * it and the web calls it from this declaration, so the three cannot drift apart.
 */
export type Operation = OperationShape & (PublicOperation | ProtectedOperation);

/** Reachable without a session (DESIGN.md section 3 lists which): it needs no permission. */
type PublicOperation = { public: true; permission?: never };
/** Every other operation names the permission of the access profile it needs (contract/src/permissions.ts). */
type ProtectedOperation = { public?: false; permission: Permission };

type OperationShape = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api, with `:name` parameters (as the server routes it). */
  path: string;
  /** What it does, in Portuguese: the OpenAPI summary. */
  summary: string;
  /** The domain it belongs to (one of API_TAGS). */
  tag: ApiTag;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Every answer, by status; `z.null()` for an empty one. */
  responses: { [status: number]: z.ZodType };
  /**
   * What the record the path names needs besides `permission`, by the value of one of the path's
   * params: a record's history is read with the 'ver' of its area ('candidates' → 'profissionais.ver').
   * Checked once the params are valid; the web asks the same (`useCan`).
   */
  recordPermission?: { param: string; permissions: Readonly<Record<string, Permission>> };
  /** Reachable by a session that MFA_REQUIRED holds to enrolling a second factor first. */
  duringEnrolment?: boolean;
  /** A creating request a client may retry: it honours an Idempotency-Key header. */
  idempotent?: boolean;
  /** Content types other than JSON: an upload reads multipart, an export writes CSV. */
  consumes?: readonly string[];
  produces?: readonly string[];
};

const operationSets = new WeakSet<object>();

/** A domain's operations, keyed by their operationId. */
export const defineOperations = <const Operations extends Record<string, Operation>>(
  operations: Operations,
): Operations => {
  operationSets.add(operations);
  return operations;
};

/** Whether a value is a `defineOperations` result (how `npm run gen:index` finds a domain's operations). */
export const isOperations = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && operationSets.has(value);


type Schema<Op extends Operation, Part extends 'params' | 'query' | 'body'> = Op[Part] extends z.ZodType ? Op[Part] : never;

/** What a call of the operation sends: its path parameters, query and body, each when it has one. */
export type OperationInput<Op extends Operation> = (Op['params'] extends z.ZodType ? { params: z.input<Schema<Op, 'params'>> } : unknown) &
  (Op['query'] extends z.ZodType ? { query?: z.input<Schema<Op, 'query'>> } : unknown) &
  (Op['body'] extends z.ZodType ? { body: z.input<Schema<Op, 'body'>> } : unknown);

type SuccessSchema<Op extends Operation> = Op['responses'] extends { 200: infer Answer extends z.ZodType }
  ? Answer
  : Op['responses'] extends { 201: infer Answer extends z.ZodType }
    ? Answer
    : Op['responses'] extends { 202: infer Answer extends z.ZodType }
      ? Answer
      : Op['responses'] extends { 204: infer Answer extends z.ZodType }
        ? Answer
        : never;

/** What a successful call answers. */
export type OperationAnswer<Op extends Operation> = z.output<SuccessSchema<Op>>;

/** The operation's path with its parameters filled in: `/partners/:id` → `/partners/5f…`. */
export const pathOf = (operation: Operation, params: Record<string, string> | undefined): string =>
  operation.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${operation.path}: falta o parâmetro ${name}`);
    return encodeURIComponent(value);
  });
