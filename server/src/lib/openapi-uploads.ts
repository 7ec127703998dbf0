import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
