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

describe('toPage with a capped total', () => {
  it('answers the cap as a lower bound, with a next page while the page is full', () => {
    const rows = Array.from({ length: 10 }, (_, index) => index);
    expect(toPage(rows, 10_000, 1, 10, true)).toEqual({
      currentPage: 1,
      previousPage: null,
      nextPage: 2,
      totalPages: 1000,
      totalItens: 10_000,
      totalCapped: true,
      rows,
    });
  });

  it('keeps a next page past the cap, and a lower bound that covers the rows shown', () => {
    const rows = Array.from({ length: 10 }, (_, index) => index);
    expect(toPage(rows, 10_000, 1000, 10, true)).toMatchObject({ nextPage: 1001, totalPages: 1001, totalItens: 10_000, totalCapped: true });
    expect(toPage(rows, 10_000, 1500, 10, true)).toMatchObject({ nextPage: 1501, totalPages: 1501, totalItens: 15_000, totalCapped: true });
  });

  it('knows the exact total from a page short of full: the list ends there', () => {
    const page = toPage([1, 2, 3], 10_000, 1201, 10, true);
    expect(page).toMatchObject({ nextPage: null, totalPages: 1201, totalItens: 12_003 });
    expect(page.totalCapped).toBeUndefined();
  });

  it('stays a lower bound on an empty page past the end, with no next page', () => {
    expect(toPage([], 10_000, 5000, 10, true)).toMatchObject({ nextPage: null, previousPage: 4999, totalPages: 5000, totalItens: 10_000, totalCapped: true });
  });

  it('leaves an uncapped page without the field', () => {
    expect(toPage(['x'], 25, 2, 10)).not.toHaveProperty('totalCapped');
  });
});

describe('listQuerySchema exactTotal', () => {
  it('reads the strings true and false, and refuses anything else in Portuguese', () => {
    expect(listQuerySchema.parse({ exactTotal: 'true' }).exactTotal).toBe(true);
    expect(listQuerySchema.parse({ exactTotal: 'false' }).exactTotal).toBe(false);
    expect(listQuerySchema.parse({}).exactTotal).toBeUndefined();
    const refused = listQuerySchema.safeParse({ exactTotal: 'sim' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Use true ou false');
  });
});
