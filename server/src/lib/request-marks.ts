import type { z } from 'zod';
import { defOf, isRecord, WRAPPERS, type Def } from './zod-schema';

/** A marked field's value in a request, with its mark and where it is (an issue's path). */
export type Marked<Mark> = { mark: Mark; value: unknown; path: string };

/** The marked values of a request's body or query. */
export type MarkFinder<Mark> = (value: unknown, path?: string[]) => Marked<Mark>[];

/** A zod registry of marks, as the contract's marking functions fill them (`recordId`, `personalSearch`). */
type Marks<Mark> = { get: (schema: z.ZodType) => Mark | undefined };

/**
 * The finder of the fields `schema` marks in `marks`, or null when it marks none (most requests):
 * built once per operation, walking a value only along the paths to a marked field. A union's
 * value is walked as the option it is (a recipient's id is a professional's or a company's by its
 * type). `seen` holds the schemas being walked (a lazy's cycle).
 */
export const markFinderOf = <Mark>(
  marks: Marks<Mark>,
  schema: z.ZodType | undefined,
  seen = new Set<z.ZodType>(),
): MarkFinder<Mark> | null => {
  if (!schema || seen.has(schema)) return null;
  const mark = marks.get(schema);
  if (mark) return (value, path = []) => (value === undefined ? [] : [{ mark, value, path: path.join('.') }]);
  seen.add(schema);
  try {
    return finderOfDef(marks, defOf(schema), seen);
  } finally {
    seen.delete(schema);
  }
};

const finderOfDef = <Mark>(marks: Marks<Mark>, def: Def, seen: Set<z.ZodType>): MarkFinder<Mark> | null => {
  const inner = (schema: z.ZodType | undefined) => markFinderOf(marks, schema, seen);
  if (WRAPPERS.includes(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
        const find = inner(field);
        return find ? [[key, find] as const] : [];
      });
      if (fields.length === 0) return null;
      return (value, path = []) =>
        isRecord(value) ? fields.flatMap(([key, find]) => find(value[key], [...path, key])) : [];
    }
    case 'array': {
      const find = inner(def.element);
      return find
        ? (value, path = []) =>
            Array.isArray(value) ? value.flatMap((item, index) => find(item, [...path, String(index)])) : []
        : null;
    }
    case 'pipe':
      return inner(def.out) ?? inner(def.in);
    case 'union': {
      const options = (def.options ?? []).flatMap((option) => {
        const find = inner(option);
        return find ? [[option, find] as const] : [];
      });
      if (options.length === 0) return null;
      return (value, path = []) => {
        const chosen = options.find(([option]) => option.safeParse(value).success);
        return chosen ? chosen[1](value, path) : [];
      };
    }
    default:
      return null;
  }
};
