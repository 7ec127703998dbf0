import { describe, expect, it } from 'vitest';
import { listQuerySchema, toPage } from './common';

describe('toPage', () => {
  it('answers the spec page shape in the middle of a list', () => {
    expect(toPage(['x'], 25, 2, 10)).toEqual({ currentPage: 2, previousPage: 1, nextPage: 3, totalPages: 3, totalItens: 25, rows: ['x'] });
  });

  it('has no previous page on the first page and no next page on the last', () => {
    expect(toPage([], 25, 1, 10)).toMatchObject({ previousPage: null, nextPage: 2 });
    expect(toPage([], 25, 3, 10)).toMatchObject({ previousPage: 2, nextPage: null, totalPages: 3 });
  });

  it('counts one page for an empty list and an exact multiple without a spare page', () => {
    expect(toPage([], 0, 1, 6)).toMatchObject({ totalPages: 1, totalItens: 0, previousPage: null, nextPage: null });
    expect(toPage([], 12, 2, 6)).toMatchObject({ totalPages: 2, nextPage: null });
  });
});

describe('listQuerySchema', () => {
  it('defaults to page 1 of 10 and refuses a limit over 100 in Portuguese', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10, order: 'asc' });
    const result = listQuerySchema.safeParse({ limit: '101' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('O limite deve ser no máximo 100');
  });
});
