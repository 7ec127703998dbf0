import { describe, expect, it } from 'vitest';
import { isDataException, violatedUniqueIndex } from './db-errors';

/** Drizzle wraps the driver's error in `cause`, as it does for pg and PGlite alike. */
const wrapped = (driverError: object) =>
  Object.assign(new Error('Failed query'), { cause: driverError });

describe('PostgreSQL errors behind Drizzle', () => {
  it('finds the unique index of a unique violation, by field or in the message', () => {
    expect(
      violatedUniqueIndex(wrapped({ code: '23505', constraint: 'companies_cnpj_unique' })),
    ).toBe('companies_cnpj_unique');
    expect(
      violatedUniqueIndex(
        wrapped({ code: '23505', message: 'violates unique constraint "x_key"' }),
      ),
    ).toBe('x_key');
    expect(violatedUniqueIndex(wrapped({ code: '22003' }))).toBeNull();
  });

  it('tells a data exception (class 22: out of range, bad encoding) from other failures', () => {
    expect(isDataException(wrapped({ code: '22003', message: 'integer out of range' }))).toBe(true);
    expect(isDataException(wrapped({ code: '22P05' }))).toBe(true);
    expect(isDataException(wrapped({ code: '23505' }))).toBe(false);
    expect(isDataException(wrapped({ code: 'ECONNREFUSED' }))).toBe(false);
    expect(isDataException(new Error('boom'))).toBe(false);
  });
});
