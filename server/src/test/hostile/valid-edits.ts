import { HOSTILE_NUMBERS, HOSTILE_STRINGS, ONE_MB, type Hostile } from './hostile-values';
import { acceptsNumber, acceptsString, resolve, type Json, type JsonSchema } from './json-schema';
import type { Operation } from './openapi-cases';

/**
 * Hostile values inside edits that are otherwise valid, so they reach the database: the body is
 * what GET answers for a real row (the edit form's round trip), with one field replaced.
 */

export type EditableOperation = { operation: Operation; body: JsonSchema; listPath: string | null };

/** PUTs whose path also answers GET; an `{id}` is taken from the list at the path before it. */
export const editableOperations = (operations: Operation[]): EditableOperation[] => {
  const gets = new Set(operations.filter((item) => item.method === 'GET').map((item) => item.path));
  return operations.flatMap((operation) => {
    if (operation.method !== 'PUT' || !operation.body || !gets.has(operation.path)) return [];
    const listPath = operation.pathParams.length
      ? operation.path.slice(0, operation.path.indexOf('/{'))
      : null;
    if (operation.pathParams.length > 1 || (listPath !== null && !gets.has(listPath))) return [];
    return [{ operation, body: operation.body, listPath }];
  });
};

/** The fields of the edit body that GET answered, as the form would send them back. */
export const bodyFromRow = (schema: JsonSchema, row: Record<string, Json>): Record<string, Json> =>
  Object.fromEntries(
    Object.keys(resolve(schema).properties ?? {}).flatMap((key) =>
      row[key] === undefined ? [] : [[key, row[key]]],
    ),
  );

/** `payload` takes the row as last read, so each edit carries its current `updatedAt`. */
export type Edit = {
  label: string;
  field: string;
  hostile: Hostile;
  payload: (current: Record<string, Json>) => string;
};

const MARK = '__hostile_value__';
const STRINGS: Hostile[] = [...HOSTILE_STRINGS, { name: '1 MB string', value: 'a'.repeat(ONE_MB) }];

/** Each hostile string and number once, in a field of its own turn (top-level fields the row has). */
export const hostileEdits = (
  schema: JsonSchema,
  body: Record<string, Json>,
  offset: number,
): Edit[] => {
  const properties = resolve(schema).properties ?? {};
  const fields = (accepts: (field: JsonSchema) => boolean) =>
    Object.keys(body).filter((key) => {
      const field = properties[key];
      return key !== 'updatedAt' && field !== undefined && accepts(field);
    });
  // Numbers go in as raw JSON text: 1e309 has no JavaScript value that JSON.stringify would write.
  const edits = (values: Hostile[], candidates: string[], raw: boolean): Edit[] =>
    candidates.length === 0
      ? []
      : values.map((hostile, index) => {
          const field = candidates[(offset + index) % candidates.length] as string;
          const payload = (current: Record<string, Json>) =>
            raw
              ? JSON.stringify({ ...current, [field]: MARK }).replace(`"${MARK}"`, hostile.value)
              : JSON.stringify({ ...current, [field]: hostile.value });
          return { label: `${hostile.name} in ${field}`, field, hostile, payload };
        });
  // Past 2^31 - 1 goes in every number field: an integer column cannot hold it, whatever zod allows.
  const numberFields = fields(acceptsNumber);
  const overflow = HOSTILE_NUMBERS.filter((hostile) => hostile.name === 'int4 overflow');
  return [
    ...edits(STRINGS, fields(acceptsString), false),
    ...edits(HOSTILE_NUMBERS, numberFields, true),
    ...numberFields.flatMap((field) => edits(overflow, [field], true)),
  ];
};
