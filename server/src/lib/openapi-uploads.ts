import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Operation } from '@hub/contract/operation';

/** What an upload route reads (lib/uploads.ts): one file in the multipart field `file`. */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

/**
 * The zod transform of the OpenAPI document, plus a request body for the upload routes: they
 * declare `consumes: multipart/form-data` and read the file themselves, so without this the
 * document would show them taking nothing.
 */
export const documentUploads: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: unknown }).consumes;
  if (!Array.isArray(consumes) || !consumes.includes('multipart/form-data') || output.schema.body)
    return output;
  return { ...output, schema: { ...output.schema, body: UPLOAD_BODY } };
};

type DocumentedOperation = { responses?: Record<string, { content?: Record<string, unknown> }> };

/**
 * An operation that `produces` a file (CSV, video) has @fastify/swagger declare every one of its
 * answers in that type, while its refusals come back as JSON (the error handler's shape): each
 * answer that is not a success is declared as the JSON it is, with the same schema.
 */
export const documentErrorsAsJson = <Document extends { paths?: object }>(
  document: Document,
): Document => {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentedOperation>>;
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = response.content;
        if (status.startsWith('2') || !content || 'application/json' in content) continue;
        const [first] = Object.values(content);
        response.content = { 'application/json': first };
      }
  return document;
};

/**
 * Each protected operation's permission (contract/src/permissions.ts) as `x-permission`, from the
 * same declaration the server enforces; its description already names it in Portuguese.
 */
export const documentPermissions = <Document extends { paths?: object }>(
  document: Document,
  operations: Record<string, Operation>,
): Document => {
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, { operationId?: string; 'x-permission'?: string }>
  >;
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods)) {
      const permission = operations[operation.operationId ?? '']?.permission;
      if (permission) operation['x-permission'] = permission;
    }
  return document;
};
