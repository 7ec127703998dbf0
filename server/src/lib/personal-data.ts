import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allows } from '@hub/contract/permissions';
import {
  isDocumentKey,
  maskPersonal,
  PERSONAL_DATA_GRANT,
  PERSONAL_DATA_MESSAGES,
  personalFields,
  type PersonalKind,
} from '@hub/contract/personal-data';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { accessOf } from './permissions';
import type { Marked } from './request-marks';
import { defOf, isRecord, WRAPPERS, type Def } from './zod-schema';

/** Whether the signed-in administrator sees personal data whole (decision 030); a public request never does. */
export const seesPersonalData = async (db: Db, request: FastifyRequest): Promise<boolean> =>
  request.user !== null && allows((await accessOf(db, request)).permissions, PERSONAL_DATA_GRANT);

/**
 * Refuses a search of professionals by a key of digits (a CPF being typed) to a profile that does
 * not see CPFs: 400 naming the key. A key of words goes on.
 */
export const refuseDocumentSearch = async (
  db: Db,
  request: FastifyRequest,
  keys: readonly Marked<unknown>[],
): Promise<void> => {
  const typed = keys.find(({ value }) => typeof value === 'string' && isDocumentKey(value));
  if (typed && !(await seesPersonalData(db, request)))
    throw new AppError({ kind: 'bad_request', message: PERSONAL_DATA_MESSAGES.documentSearchRefused, field: typed.path });
};

/** Rewrites an answer, masking its personal fields. */
export type Masker = (value: unknown) => unknown;

/**
 * The masker of answers of `schema`, or null when it holds no personal field (most answers): built
 * once per operation from the contract's marks (`personal(...)`), so an answer is walked only along
 * the paths that lead to a marked field. `seen` holds the schemas being walked (a lazy's cycle).
 */
export const maskerOf = (
  schema: z.ZodType | undefined,
  seen = new Set<z.ZodType>(),
): Masker | null => {
  if (!schema || seen.has(schema)) return null;
  const mark = personalFields.get(schema);
  if (mark) return (value) => maskPersonal(mark.personal, value);
  seen.add(schema);
  try {
    return maskerOfDef(defOf(schema), seen);
  } finally {
    seen.delete(schema);
  }
};

const maskerOfDef = (def: Def, seen: Set<z.ZodType>): Masker | null => {
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
        const mask = maskerOf(field, seen);
        return mask ? [[key, mask] as const] : [];
      });
      if (fields.length === 0) return null;
      return (value) => {
        if (!isRecord(value)) return value;
        const out = { ...value };
        for (const [key, mask] of fields) if (key in out) out[key] = mask(out[key]);
        return out;
      };
    }
    case 'array': {
      const mask = maskerOf(def.element, seen);
      return mask ? (value) => (Array.isArray(value) ? value.map(mask) : value) : null;
    }
    case 'record': {
      const mask = maskerOf(def.valueType, seen);
      return mask
        ? (value) =>
            isRecord(value)
              ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mask(inner)]))
              : value
        : null;
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional': {
      const mask = maskerOf(def.innerType, seen);
      return mask ? (value) => (value === null || value === undefined ? value : mask(value)) : null;
    }
    case 'pipe':
      return maskerOf(def.out, seen) ?? maskerOf(def.in, seen);
    case 'union': {
      // Each option masks the fields it marks; an option's masker leaves others' values alone.
      const masks = (def.options ?? []).flatMap((option) => {
        const mask = maskerOf(option, seen);
        return mask ? [mask] : [];
      });
      return masks.length === 0 ? null : (value) => masks.reduce((out, mask) => mask(out), value);
    }
    default:
      return null;
  }
};

/** A marked field of an answer: where it is (`applications[].answers`) and its kind. */
export type MarkedField = { field: string; kind: PersonalKind };

/**
 * Every field `schema` marks as personal data, by its path in the answer (the record of processing,
 * art. 37): the same walk as `maskerOf`, collecting the marks instead of masking.
 */
export const markedFieldsOf = (
  schema: z.ZodType | undefined,
  at = '',
  seen = new Set<z.ZodType>(),
): MarkedField[] => {
  if (!schema || seen.has(schema)) return [];
  const mark = personalFields.get(schema);
  if (mark) return [{ field: at || '(resposta inteira)', kind: mark.personal }];
  seen.add(schema);
  try {
    const def = defOf(schema);
    switch (def.type) {
      case 'object':
        return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
          markedFieldsOf(field, at ? `${at}.${key}` : key, seen),
        );
      case 'array':
        return markedFieldsOf(def.element, `${at}[]`, seen);
      case 'record':
        return markedFieldsOf(def.valueType, `${at}.*`, seen);
      case 'pipe':
        return [...markedFieldsOf(def.out, at, seen), ...markedFieldsOf(def.in, at, seen)];
      case 'union':
        return (def.options ?? []).flatMap((option) => markedFieldsOf(option, at, seen));
      default:
        return WRAPPERS.includes(def.type) ? markedFieldsOf(def.innerType, at, seen) : [];
    }
  } finally {
    seen.delete(schema);
  }
};
