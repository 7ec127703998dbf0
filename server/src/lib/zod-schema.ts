import type { z } from 'zod';

/**
 * What the walks of the contract's schemas read of a zod 4 schema's definition (its public `_zod.def`):
 * the masking of personal fields and the record references of a request follow their marks through it.
 */
export type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  out?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
};

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wrappers whose value is their inner schema's (or absent). */
export const WRAPPERS = ['nullable', 'optional', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];
