import {
  BAD_IDS,
  encodeQueryValue,
  HOSTILE_NUMBERS,
  HOSTILE_QUERY_NUMBERS,
  HOSTILE_STRINGS,
  ONE_MB,
  OVER_BODY_LIMIT,
  UNSTORABLE,
} from './hostile-values';
import {
  acceptsNumber,
  acceptsString,
  exampleOf,
  leavesOf,
  refusesQueryValue,
  resolve,
  withValue,
  wrongTyped,
  type Json,
  type JsonSchema,
  type Leaf,
} from './json-schema';

/** Turns the OpenAPI document into requests that a correct server must refuse (or at least survive). */

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  /** The path parameters that are UUIDs: anything else there is a 400. */
  uuidPathParams: string[];
  query: Parameter[];
  body: JsonSchema | null;
  /** Takes a multipart file (the document gives it a multipart/form-data body). */
  upload: boolean;
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      return [
        {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((param) => param.in === 'path').map((param) => param.name),
          uuidPathParams: parameters
            .filter((param) => param.in === 'path' && resolve(param.schema).format === 'uuid')
            .map((param) => param.name),
          query: parameters.filter((param) => param.in === 'query'),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
          upload: Boolean(operation.requestBody?.content?.['multipart/form-data']),
        },
      ];
    }),
  );

/**
 * `reject`: the request is invalid (or names a row that does not exist), so the answer must be a
 * 4xx (`status` when one is certain); `survive`: it may be valid, so any answer below 500 will do,
 * and a search must not find more than `baseline` (the same request with a plain unknown word).
 */
export type HostileCase = {
  operation: string;
  label: string;
  method: Operation['method'];
  url: string;
  payload?: string;
  contentType?: string;
  expect: 'reject' | 'survive';
  status?: number;
  /** The body path or query parameter a NUL or lone surrogate was put in: the refusal must name it. */
  unstorableIn?: string;
  baseline?: string;
};

const JSON_TYPE = 'application/json';
const SEARCH_BASELINE = 'zqxjw semresultado';

/** Required query parameters get a plausible value; the others keep their defaults. */
const requiredQuery = (operation: Operation, id: string): Record<string, string> =>
  Object.fromEntries(
    operation.query
      .filter((param) => param.required)
      .map((param) => [param.name, encodeURIComponent(String(exampleOf(param.schema, id)))]),
  );

const urlOf = (
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string>,
): string => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '');
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
};

/**
 * A top-level field other than the one under test, set to a type it refuses: it makes the whole
 * body invalid while the validators of every other field still run on their hostile values.
 */
const poisonFor = (
  schema: JsonSchema,
  leaf: string[] | null,
): { field: string; value: Json } | null => {
  const properties = Object.entries(resolve(schema).properties ?? {});
  for (const [field, fieldSchema] of properties) {
    if (field === leaf?.[0]) continue;
    const value = wrongTyped(fieldSchema);
    if (value !== undefined) return { field, value };
  }
  return null;
};

/** Rotates through `items` from an offset that differs per operation, so each field gets its turn. */
const rotate = <T>(items: T[], offset: number, count: number): T[] =>
  Array.from(
    { length: Math.min(count, items.length) },
    (_, index) => items[(offset + index) % items.length] as T,
  );

const HOSTILE_NUMBER_MARK = '__hostile_number__';

const bodyCases = (
  operation: Operation,
  schema: JsonSchema,
  id: string,
  offset: number,
): Omit<HostileCase, 'operation' | 'method' | 'url'>[] => {
  const example = exampleOf(schema, id);
  const leaves = leavesOf(schema);
  const isObject = resolve(schema).type === 'object' || Boolean(resolve(schema).properties);
  const required = resolve(schema).required ?? [];
  const invalidWith = (leaf: Leaf | null, value: Json): Json | null => {
    const poison = poisonFor(schema, leaf?.path ?? null);
    const body = leaf ? withValue(example, leaf.path, value) : example;
    if (poison) return withValue(body, [poison.field], poison.value);
    // Without a second field to poison, the operation's missing row must refuse it instead.
    return operation.pathParams.length > 0 ? body : null;
  };
  const cases: Omit<HostileCase, 'operation' | 'method' | 'url'>[] = [
    ...rotate(
      [
        { label: 'malformed JSON', payload: '{"campo": ', expect: 'reject' as const, status: 400 },
        {
          label: 'JSON with single quotes',
          payload: "{'campo': 1}",
          expect: 'reject' as const,
          status: 400,
        },
      ],
      offset,
      1,
    ),
    { label: 'empty JSON body', payload: '', expect: 'reject', status: 400 },
    {
      label: 'prototype pollution',
      payload: '{"__proto__": {"polluted": true}}',
      expect: 'reject',
      status: 400,
    },
    {
      label: 'constructor pollution',
      payload: '{"constructor": {"prototype": {"polluted": true}}}',
      expect: 'reject',
      status: 400,
    },
    {
      label: 'over the body limit',
      payload: `{"campo": "${'a'.repeat(OVER_BODY_LIMIT)}"}`,
      expect: 'reject',
      status: 413,
    },
    // Fastify reads text/plain itself: the schema then refuses a string where it wants an object.
    { label: 'text/plain body', payload: 'campo=1', contentType: 'text/plain', expect: 'reject' },
    {
      label: 'XML body',
      payload: '<campo>1</campo>',
      contentType: 'application/xml',
      expect: 'reject',
      status: 415,
    },
  ];
  if (isObject) {
    cases.push(
      ...rotate(['[]', '"texto"', '42', 'null'], offset, 1).map((payload) => ({
        label: `body ${payload}`,
        payload,
        expect: 'reject' as const,
        status: 400,
      })),
    );
  }
  if (required.length > 0) {
    const unknown = { campoDesconhecido: 'x', isAdmin: true, role: 'admin', $where: '1 == 1' };
    const withoutRequired = Object.fromEntries(
      Object.entries(example as Record<string, Json>).filter(([key]) => !required.includes(key)),
    );
    cases.push(
      { label: 'required fields missing', payload: '{}', expect: 'reject', status: 400 },
      {
        label: 'unknown fields, required missing',
        payload: JSON.stringify({ ...withoutRequired, ...unknown }),
        expect: 'reject',
        status: 400,
      },
    );
  }
  for (const leaf of leaves) {
    const value = wrongTyped(leaf.schema);
    if (value === undefined) continue;
    cases.push({
      label: `wrong type in ${leaf.path.join('.')}`,
      payload: JSON.stringify(withValue(example, leaf.path, value)),
      expect: 'reject',
      status: 400,
    });
  }
  const textLeaves = leaves.filter((leaf) => acceptsString(leaf.schema));
  const hostileTexts = [...HOSTILE_STRINGS, { name: '1 MB string', value: 'a'.repeat(ONE_MB) }];
  rotate(textLeaves, offset, hostileTexts.length).forEach((leaf, index) => {
    const hostile = hostileTexts[index];
    const body = hostile && invalidWith(leaf, hostile.value);
    if (!hostile || body === null) return;
    cases.push({
      label: `${hostile.name} in ${leaf.path.join('.')}`,
      payload: JSON.stringify(body),
      expect: 'reject',
      ...(UNSTORABLE.has(hostile.name) ? { unstorableIn: leaf.path.join('.') } : {}),
    });
  });
  const numberLeaves = leaves.filter((leaf) => acceptsNumber(leaf.schema));
  rotate(numberLeaves, offset, HOSTILE_NUMBERS.length).forEach((leaf, index) => {
    const hostile = HOSTILE_NUMBERS[index];
    const body = hostile && invalidWith(leaf, HOSTILE_NUMBER_MARK);
    if (!hostile || body === null) return;
    cases.push({
      label: `${hostile.name} number in ${leaf.path.join('.')}`,
      payload: JSON.stringify(body).replace(`"${HOSTILE_NUMBER_MARK}"`, hostile.value),
      expect: 'reject',
    });
  });
  return cases;
};

/** Operations without a JSON body (uploads, actions) get what a broken upload form sends. */
const multipartCases = (): Omit<HostileCase, 'operation' | 'method' | 'url'>[] => {
  const boundary = 'hostilboundary';
  const filePart = (type: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.${type}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return [
    { label: 'empty multipart', payload: '', contentType: multipart, expect: 'reject' },
    {
      label: 'garbage multipart',
      payload: '\u0000\u00ff garbage',
      contentType: multipart,
      expect: 'reject',
    },
    {
      label: 'multipart without a boundary',
      payload: 'x',
      contentType: 'multipart/form-data',
      expect: 'reject',
    },
    {
      label: 'multipart garbage file',
      payload: filePart('image/png', 'not a png \u0000'),
      contentType: multipart,
      expect: 'reject',
    },
    {
      label: 'JSON instead of a file',
      payload: '{"file": "x"}',
      contentType: JSON_TYPE,
      expect: 'reject',
    },
    {
      label: 'text/plain instead of a file',
      payload: 'x',
      contentType: 'text/plain',
      expect: 'reject',
    },
  ];
};

/** What a broken upload form sends, to `url` (a missing row, or a real one for the upload routes). */
export const uploadCases = (operation: Operation, url: string): HostileCase[] =>
  multipartCases().map((item) => ({
    operation: operation.name,
    method: operation.method,
    url,
    ...item,
  }));

/** The search injections always go to free-text parameters; the other values take turns. */
const ALWAYS_IN_TEXT = new Set(['NUL', 'SQL OR', 'LIKE wildcards']);
const textValues = [...HOSTILE_STRINGS, { name: '8 kB string', value: 'a'.repeat(8000) }];

const queryCases = (
  operation: Operation,
  id: string,
  offset: number,
): Omit<HostileCase, 'operation' | 'method'>[] => {
  const pathValues = Object.fromEntries(operation.pathParams.map((name) => [name, id]));
  const base = requiredQuery(operation, id);
  return operation.query.flatMap((param, position) => {
    const turn = offset + position;
    const schema = resolve(param.schema);
    const type = [schema.type].flat()[0];
    const url = (encoded: string) =>
      urlOf(operation, pathValues, { ...base, [param.name]: encoded });
    const freeText = type === 'string' && !schema.enum && !schema.format;
    const checked = (
      decoded: string,
      encoded: string,
      label: string,
    ): Omit<HostileCase, 'operation' | 'method'> => {
      if (refusesQueryValue(schema, decoded))
        return { label, url: url(encoded), expect: 'reject', status: 400 };
      const baseline = freeText ? { baseline: url(encodeURIComponent(SEARCH_BASELINE)) } : {};
      return { label, url: url(encoded), expect: 'survive', ...baseline };
    };
    if (schema.format === 'uuid')
      return rotate(BAD_IDS, turn, 3).map((bad) => ({
        label: `${bad.name} in ?${param.name}`,
        url: url(bad.value),
        expect: 'reject' as const,
        status: 400,
      }));
    if (type === 'integer' || type === 'number')
      return rotate(HOSTILE_QUERY_NUMBERS, turn, 4).map((value) =>
        checked(value, encodeURIComponent(value), `?${param.name}=${value}`),
      );
    const texts = freeText
      ? [
          ...textValues.filter((hostile) => ALWAYS_IN_TEXT.has(hostile.name)),
          ...rotate(
            textValues.filter((hostile) => !ALWAYS_IN_TEXT.has(hostile.name)),
            turn,
            3,
          ),
        ]
      : rotate(textValues, turn, 2);
    return texts.map((hostile) => ({
      ...checked(
        hostile.value,
        encodeQueryValue(hostile.value),
        `${hostile.name} in ?${param.name}`,
      ),
      // A lone surrogate cannot travel in a URL (UTF-8 has no form for it): only NUL arrives intact.
      ...(hostile.name === 'NUL' ? { unstorableIn: `querystring.${param.name}` } : {}),
    }));
  });
};

/** Every hostile request for one operation; `id` fills path parameters with a row that does not exist. */
export const hostileCases = (operation: Operation, id: string, offset: number): HostileCase[] => {
  const pathValues = Object.fromEntries(operation.pathParams.map((name) => [name, id]));
  const query = requiredQuery(operation, id);
  const url = urlOf(operation, pathValues, query);
  const examplePayload = operation.body ? JSON.stringify(exampleOf(operation.body, id)) : undefined;
  const own = { operation: operation.name, method: operation.method };
  // Unknown parameters are dropped by the schemas, but a NUL in them is still refused, on every operation.
  const unknownQuery = `${url}${url.includes('?') ? '&' : '?'}campo=a%00b&__proto__=x&page=-1`;
  const cases: HostileCase[] = [
    {
      ...own,
      label: 'unknown query parameters with NUL',
      url: unknownQuery,
      expect: 'reject',
      status: 400,
      unstorableIn: 'querystring.campo',
    },
    ...operation.pathParams.flatMap((name) =>
      rotate(BAD_IDS, offset, 3).map((bad) => ({
        ...own,
        label: `${bad.name} in {${name}}`,
        url: urlOf(operation, { ...pathValues, [name]: bad.value }, query),
        ...(examplePayload ? { payload: examplePayload, contentType: JSON_TYPE } : {}),
        expect: 'reject' as const,
        // A UUID parameter refuses any other text; another identifier (a passkey's credential id)
        // may be well formed and name nothing: a 4xx either way, never a 500.
        ...(operation.uuidPathParams.includes(name) ? { status: 400 } : {}),
      })),
    ),
  ];
  if (operation.body)
    cases.push(
      ...bodyCases(operation, operation.body, id, offset).map((item) => ({
        contentType: JSON_TYPE,
        ...own,
        url,
        ...item,
      })),
    );
  else if (operation.method !== 'GET' && operation.pathParams.length > 0)
    cases.push(...uploadCases(operation, url));
  cases.push(...queryCases(operation, id, offset).map((item) => ({ ...own, ...item })));
  return cases;
};
