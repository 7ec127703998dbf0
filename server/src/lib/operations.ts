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
import { namesScopedRecord, requireRecordInScope } from './scope';

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

const successStatus = (operation: Operation): number =>
  [200, 201, 202, 204].find((status) => operation.responses[status] !== undefined) ?? 200;

/** The Fastify schema of an operation: validation, serialisation and its OpenAPI entry. */
const schemaOf = (id: string, operation: Operation): FastifySchema => {
  const schema: Record<string, unknown> = {
    operationId: id,
    summary: operation.summary,
    description: operation.permission
      ? `Permissão do perfil de acesso: ${permissionLabel(operation.permission)} (\`${operation.permission}\`).`
      : undefined,
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
    const { permission } = operation;
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
      // After validation: the id is then well formed. Out of scope answers as unknown (decision 029).
      ...(namesScopedRecord(operation.path)
        ? {
            preHandler: (request: FastifyRequest) =>
              requireRecordInScope(app.deps.db, request, operation.path),
          }
        : {}),
      handler,
    });
  }
};
