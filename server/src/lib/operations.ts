import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { Operation, OperationAnswer } from '@hub/contract/operation';
import { permissionLabel } from '@hub/contract/permissions';
import { maskerOf, seesPersonalData } from './personal-data';
import { requirePermission } from './permissions';
import { recordReferences } from '@hub/contract/record-references';
import { personalSearches } from '@hub/contract/personal-data';
import { refuseDocumentSearch } from './personal-data';
import { markFinderOf } from './request-marks';
import { namesScopedRecord, requireRecordInScope, requireReferencesInScope } from './scope';

type Parsed<Part> = Part extends z.ZodType ? z.output<Part> : unknown;

/** The request of an operation, typed by its contract schemas (already validated when it arrives). */
export type OperationRequest<Op extends Operation> = FastifyRequest<{
  Params: Parsed<Op['params']>;
  Querystring: Parsed<Op['query']>;
  Body: Parsed<Op['body']>;
  Headers: Parsed<Op['headers']>;
}>;

/**
 * Answers the operation's success (sent with its status: 201 for a creation, 202 for work left to
 * the outbox, 204 for nothing),
 * or the reply it sent itself (a download, a file).
 */
export type OperationHandler<Op extends Operation> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<OperationAnswer<Op> | FastifyReply>;

export type OperationHandlers<Operations extends Record<string, Operation>> = {
  [Id in keyof Operations]: OperationHandler<Operations[Id]>;
};

/** What the OpenAPI document says an operation needs: its permission, and its record's by kind. */
const permissionDescription = ({ permission, recordPermission }: Operation): string => {
  const own = `Permissão do perfil de acesso: ${permissionLabel(permission ?? 'conta')} (\`${permission}\`).`;
  if (!recordPermission) return own;
  const byKind = Object.entries(recordPermission.permissions)
    .map(([value, needed]) => `\`${value}\`: ${permissionLabel(needed)} (\`${needed}\`)`)
    .join('; ');
  return `${own} E, pelo \`${recordPermission.param}\` do registro, ${byKind}.`;
};

const successStatus = (operation: Operation): number =>
  [200, 201, 202, 204].find((status) => operation.responses[status] !== undefined) ?? 200;

/** The Fastify schema of an operation: validation, serialisation and its OpenAPI entry. */
const schemaOf = (id: string, operation: Operation): FastifySchema => {
  const schema: Record<string, unknown> = {
    operationId: id,
    summary: operation.summary,
    description: operation.permission ? permissionDescription(operation) : undefined,
    tags: [operation.tag],
    params: operation.params,
    querystring: operation.query,
    body: operation.body,
    headers: operation.headers,
    response: operation.responses,
    consumes: operation.consumes,
    produces: operation.produces,
  };
  return Object.fromEntries(
    Object.entries(schema).filter(([, value]) => value !== undefined),
  ) as FastifySchema;
};

/**
 * Routes every operation of a domain's contract to its handler: a domain declares its endpoints
 * once (contract) and writes only what each one does. A missing handler does not compile.
 */
export const serveOperations = <Operations extends Record<string, Operation>>(
  app: FastifyInstance,
  operations: Operations,
  handlers: OperationHandlers<Operations>,
): void => {
  for (const [id, operation] of Object.entries(operations)) {
    const handle = handlers[id] as OperationHandler<Operation>;
    const status = successStatus(operation);
    const mask = maskerOf(operation.responses[status]);
    const handler: RouteHandlerMethod = async (request, reply) => {
      const answer = await handle(request as OperationRequest<Operation>, reply);
      // A reply is thenable: an async handler that returns the reply it sent resolves to what the
      // reply resolves to, not to the reply, so what tells is whether it was sent.
      if (answer === reply || reply.sent) return reply;
      if (status === 204) return reply.status(status).send(null);
      // Personal fields are masked here, once for every answer, unless the profile sees them (decision 030).
      const shown =
        mask && !(await seesPersonalData(app.deps.db, request)) ? mask(answer) : answer;
      return reply.status(status).send(shown);
    };
    const { permission, recordPermission } = operation;
    const references = [operation.body, operation.query].map((part) => markFinderOf(recordReferences, part));
    const searches = [operation.body, operation.query].map((part) => markFinderOf(personalSearches, part));
    const scopedPath = namesScopedRecord(operation.path);
    app.route({
      method: operation.method,
      url: operation.path,
      config: { public: operation.public, duringEnrolment: operation.duringEnrolment, idempotent: operation.idempotent },
      schema: schemaOf(id, operation),
      // The profile is asked before the input is validated and before the handler: a refusal
      // names what is missing and says nothing about the input (decision 028).
      ...(permission && permission !== 'conta'
        ? {
            preValidation: (request: FastifyRequest) =>
              requirePermission(app.deps.db, request, permission),
          }
        : {}),
      // After validation: the ids are then well formed. Out of scope answers as unknown (decision 029):
      // the path's record, then those the body or query names.
      // A search key that may find a CPF is refused digits when the profile does not see CPFs (decision 030).
      ...(scopedPath || references.some(Boolean) || searches.some(Boolean) || recordPermission
        ? {
            preHandler: async (request: FastifyRequest) => {
              const [body, query] = [request.body, request.query];
              if (recordPermission) {
                const params = request.params as Record<string, string>;
                const needed = recordPermission.permissions[params[recordPermission.param] ?? ''];
                if (needed) await requirePermission(app.deps.db, request, needed);
              }
              if (scopedPath) await requireRecordInScope(app.deps.db, request, operation.path);
              const [inBody, inQuery] = references;
              await requireReferencesInScope(app.deps.db, request, [...(inBody?.(body) ?? []), ...(inQuery?.(query) ?? [])]);
              const [searchedInBody, searchedInQuery] = searches;
              await refuseDocumentSearch(app.deps.db, request, [
                ...(searchedInBody?.(body) ?? []),
                ...(searchedInQuery?.(query) ?? []),
              ]);
            },
          }
        : {}),
      handler,
    });
  }
};
