import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Operation } from '@hub/contract/operation';
import { permissionLabel } from '@hub/contract/permissions';
import {
  PERSONAL_DATA_EXTENSION,
  PERSONAL_DATA_GRANT,
  PERSONAL_KINDS,
  type PersonalKind,
} from '@hub/contract/personal-data';

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

const KIND_LABELS: Record<PersonalKind, string> = {
  cpf: 'CPF',
  phone: 'telefone',
  birthDate: 'data de nascimento',
  answers: 'respostas de avaliação',
  written: 'CPF, telefone e nascimento gravados na auditoria',
  address: 'telefone de entrega',
  text: 'números de telefone em textos de provedores',
};

/** The kinds of personal data marked anywhere in a JSON schema, its references followed once. */
const kindsIn = (
  schema: unknown,
  components: Record<string, unknown>,
  found: Set<PersonalKind>,
  seen = new Set<unknown>(),
): void => {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  const kind = node[PERSONAL_DATA_EXTENSION];
  if ((PERSONAL_KINDS as readonly unknown[]).includes(kind)) found.add(kind as PersonalKind);
  const ref = typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
  if (ref) kindsIn(components[ref], components, found, seen);
  for (const child of Object.values(node)) kindsIn(child, components, found, seen);
};

/**
 * Personal data (decision 030) in the document: each marked property carries `x-personal-data`
 * (its kind, from the contract's `personal(...)`), and each operation whose success answers one
 * lists the kinds in its own `x-personal-data` and says, in its description, that they come masked
 * without the grant.
 */
export const documentPersonalData = <
  Document extends { paths?: object; components?: { schemas?: object } },
>(
  document: Document,
): Document => {
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, { description?: string; responses?: Record<string, unknown>; [key: string]: unknown }>
  >;
  for (const methods of Object.values(paths))
    for (const operation of Object.values(methods)) {
      const found = new Set<PersonalKind>();
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if (status.startsWith('2')) kindsIn(response, components, found);
      if (found.size === 0) continue;
      const kinds = PERSONAL_KINDS.filter((kind) => found.has(kind));
      operation[PERSONAL_DATA_EXTENSION] = kinds;
      const line = `Dados pessoais (${kinds.map((kind) => KIND_LABELS[kind]).join('; ')}) vêm mascarados sem a permissão ${permissionLabel(PERSONAL_DATA_GRANT)} (\`${PERSONAL_DATA_GRANT}\`).`;
      operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
    }
  return document;
};
