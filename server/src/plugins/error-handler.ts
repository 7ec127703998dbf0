import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException, isStatementTimeout } from '../lib/db-errors';
import { AppError, CommonErrors, errorBody, statusOf } from '../lib/errors';


const PORTUGUESE_BY_STATUS: Record<number, string> = {
  400: 'Requisição inválida',
  404: 'Recurso não encontrado',
  405: 'Método não permitido',
  406: 'Formato não aceito',
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
  416: 'Intervalo solicitado inválido',
};


/** The one place that turns failures into the API's error shape; a 500 never shows its internals. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const status = statusOf(error.kind);
      return reply.status(status).send(errorBody(status, error.message, error.issues, error.code, error.recordId));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.').replace(/^body\./, ''),
        message: issue.message ?? 'Valor inválido',
      }));
      return reply.status(400).send(errorBody(400, issues[0]?.message ?? 'Dados inválidos', issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Erro interno do servidor'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? 'Muitas requisições. Aguarde e tente novamente.' : (PORTUGUESE_BY_STATUS[status] ?? 'Requisição inválida');
      return reply.status(status).send(errorBody(status, message));
    }
    if (isDataException(error)) {
      // A gap in a schema (it let through what the column cannot hold): still the client's input.
      request.log.warn({ err: error }, 'value the database cannot hold');
      return reply.status(400).send(errorBody(400, CommonErrors.valueOutOfRange.message));
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ url: request.routeOptions.url }, 'statement timeout');
      return reply.status(503).send(errorBody(503, CommonErrors.queryTimedOut.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // A temporary state: clients (and load balancers) may try again shortly.
      return reply.status(503).header('retry-after', '5').send(errorBody(503, CommonErrors.databaseUnavailable.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, 'Erro interno do servidor'));
  });
};
