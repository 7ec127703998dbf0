/**
 * The little of JSON Schema (as @fastify/swagger writes it from the zod contract) that the hostile
 * suite needs: a plausible value for a schema, and a value of a type the schema refuses.
 */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** allOf merged into one object schema; a union (oneOf/anyOf) answers its first branch. */
export const resolve = (schema: JsonSchema): JsonSchema => {
  if (schema.allOf) {
    const parts = schema.allOf.map(resolve);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<
        string,
        JsonSchema
      >,
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  const branch = (schema.oneOf ?? schema.anyOf)?.find((item) => item.type !== 'null');
  return branch ? resolve(branch) : schema;
};

/** The JSON types a schema accepts, or null when it accepts anything. */
const acceptedTypes = (schema: JsonSchema): Set<string> | null => {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const sets = branches.map(acceptedTypes);
    if (sets.some((set) => set === null)) return null;
    return new Set(sets.flatMap((set) => [...(set ?? [])]));
  }
  if (schema.allOf) return acceptedTypes(resolve(schema));
  const values = schema.enum ?? (schema.const === undefined ? null : [schema.const]);
  const types = values
    ? values.map((value) => (value === null ? 'null' : typeof value))
    : [schema.type ?? []].flat();
  if (types.length === 0) return schema.properties ? new Set(['object']) : null;
  const set = new Set(types.map((type) => (type === 'integer' ? 'number' : type)));
  if (schema.nullable) set.add('null');
  return set;
};

const WRONG_TYPED: { type: string; value: Json }[] = [
  { type: 'object', value: { $ne: null } },
  { type: 'number', value: 12345 },
  { type: 'string', value: 'texto' },
  { type: 'boolean', value: true },
  { type: 'array', value: ['x'] },
];

/** A value whose JSON type the schema refuses (so the whole body is invalid), or undefined. */
export const wrongTyped = (schema: JsonSchema): Json | undefined => {
  const accepted = acceptedTypes(schema);
  if (!accepted) return undefined;
  return WRONG_TYPED.find((candidate) => !accepted.has(candidate.type))?.value;
};

export const acceptsString = (schema: JsonSchema): boolean =>
  acceptedTypes(schema)?.has('string') ?? true;
export const acceptsNumber = (schema: JsonSchema): boolean =>
  acceptedTypes(schema)?.has('number') ?? true;

const stringExample = (schema: JsonSchema, id: string): string => {
  switch (schema.format) {
    case 'uuid':
      return id;
    case 'date-time':
      return '2026-01-01T00:00:00.000Z';
    case 'date':
      return '2026-01-01';
    case 'email':
      return 'pessoa@exemplo.com.br';
    default:
      return 'texto'.padEnd(schema.minLength ?? 0, 'x');
  }
};

/** A plausible value: enums take their first option, ids the given (missing) id, arrays one item. */
export const exampleOf = (input: JsonSchema, id: string): Json => {
  const schema = resolve(input);
  if (schema.enum?.length) return schema.enum[0] as Json;
  if (schema.const !== undefined) return schema.const as Json;
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')]
    .flat()
    .find((item) => item !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, id)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, id)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return stringExample(schema, id);
  }
};

export type Leaf = { path: string[]; schema: JsonSchema };

/** The scalar fields of a schema, nested ones included (first array item), with their schemas. */
export const leavesOf = (input: JsonSchema, path: string[] = []): Leaf[] => {
  const schema = resolve(input);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, value]) =>
      leavesOf(value, [...path, key]),
    );
  if (schema.items && [schema.type].flat().includes('array'))
    return leavesOf(schema.items, [...path, '0']);
  return path.length ? [{ path, schema }] : [];
};

/** A copy of `value` with the field at `path` replaced. */
export const withValue = (value: Json, path: string[], replacement: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) =>
      String(index) === head ? withValue(item, rest, replacement) : item,
    );
  if (value && typeof value === 'object')
    return { ...value, [head]: withValue(value[head] ?? null, rest, replacement) };
  return value;
};

/**
 * Whether a query value (as text) is certainly refused by its parameter's schema; false when it
 * may pass (the suite then accepts any answer below 500).
 */
export const refusesQueryValue = (schema: JsonSchema, raw: string): boolean => {
  const resolved = resolve(schema);
  if (resolved.enum) return !resolved.enum.map(String).includes(raw);
  if (resolved.format === 'uuid' || resolved.format === 'date' || resolved.format === 'date-time')
    return true;
  const type = [resolved.type].flat()[0];
  if (type === 'integer' || type === 'number') {
    const number = raw.trim() === '' ? 0 : Number(raw);
    if (!Number.isFinite(number)) return true;
    if (type === 'integer' && !Number.isSafeInteger(number)) return true;
    return number < (resolved.minimum ?? -Infinity) || number > (resolved.maximum ?? Infinity);
  }
  if (type === 'string') return raw.length > (resolved.maxLength ?? Infinity);
  return false;
};
