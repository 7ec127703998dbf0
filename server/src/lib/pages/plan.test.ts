import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { candidates, companies } from '../../db/schema/index';
import { CANDIDATE_SEARCH } from '../../modules/candidates/candidates.filters';
import { COMPANY_SEARCH } from '../../modules/companies/companies.filters';
import { searchKey, type ListSearch, type ListTable } from '../listing';
import { strategiesFor } from './plan';
import type { PageRequest } from './request';
import type { PagePlan } from './strategy';

// The planner chooses by the request alone: no strategy reads the database to say it applies.
const db = {} as Db;

const planOf = (
  table: ListTable,
  request: Partial<PageRequest> & { sort: PageRequest['sort'] },
  filtered = false,
): PagePlan => ({
  db,
  table,
  filters: filtered ? eq(table.id, sql`'00000000-0000-0000-0000-000000000000'`) : undefined,
  request: { order: 'asc', page: 1, limit: 10, ...request },
  window: { limit: 10, offset: 0 },
  cursor: null,
});

const searched = (
  table: ListTable,
  search: ListSearch,
  key: string,
  request: Partial<PageRequest> & { sort: PageRequest['sort'] },
  filtered = false,
) => {
  const found = searchKey(key);
  if (!found) throw new Error(`no key in '${key}'`);
  return strategiesFor({ ...planOf(table, { ...request, search }, filtered), key: found, search });
};

const prepared = { name: 'sp', where: sql`true`, count: () => Promise.resolve(0) };

describe('the page planner', () => {
  it('reads a page without a key as the default view, or by its filters', () => {
    expect(strategiesFor(planOf(candidates, { sort: candidates.name }))).toEqual(['default view']);
    expect(strategiesFor(planOf(candidates, { sort: candidates.name, prepared }))).toEqual([
      'default view',
    ]);
    expect(strategiesFor(planOf(candidates, { sort: candidates.name }, true))).toEqual([
      'filtered',
    ]);
  });

  it("reads a key of two letters alone from the professionals' word starts, in their order only", () => {
    const byName = { sort: candidates.name };
    expect(searched(candidates, CANDIDATE_SEARCH, 'Be', byName)).toEqual([
      'word starts',
      'searched',
    ]);
    expect(searched(candidates, CANDIDATE_SEARCH, 'Be', { sort: candidates.email })).toEqual([
      'searched',
    ]);
    expect(searched(candidates, CANDIDATE_SEARCH, 'Be', byName, true)).toEqual(['searched']);
    expect(searched(candidates, CANDIDATE_SEARCH, 'Be', { ...byName, prepared })).toEqual([
      'searched',
    ]);
  });

  it('counts one word of a name up to the cap first, alone, unless the exact total is asked', () => {
    const byName = { sort: candidates.name };
    expect(searched(candidates, CANDIDATE_SEARCH, 'silva', byName)).toEqual([
      'many matches',
      'searched',
    ]);
    // Several words match far fewer rows than each alone: no estimate first.
    expect(searched(candidates, CANDIDATE_SEARCH, 'Beatriz Martins', byName)).toEqual([
      'searched',
    ]);
    expect(
      searched(candidates, CANDIDATE_SEARCH, 'silva', { ...byName, exactTotal: true }),
    ).toEqual(['searched']);
    // A CPF's digits are a document, never a common word.
    expect(searched(candidates, CANDIDATE_SEARCH, '123.456', byName)).toEqual(['searched']);
    expect(searched(candidates, CANDIDATE_SEARCH, 'silva', byName, true)).toEqual(['searched']);
  });

  it("reads a word of a company from the word fragments' range, in their order, a prepared filter rechecked", () => {
    const byName = { sort: companies.legalName };
    expect(searched(companies, COMPANY_SEARCH, 'horizonte', byName)).toEqual([
      'key range',
      'searched',
    ]);
    expect(searched(companies, COMPANY_SEARCH, 'horizonte', { ...byName, prepared })).toEqual([
      'key range',
      'searched',
    ]);
    // Two words are found apart and in any order (decision 054), a filter is built per request.
    expect(searched(companies, COMPANY_SEARCH, 'Com Hor', byName)).toEqual(['searched']);
    expect(searched(companies, COMPANY_SEARCH, 'horizonte', byName, true)).toEqual(['searched']);
    expect(searched(companies, COMPANY_SEARCH, 'horizonte', { sort: companies.city })).toEqual([
      'searched',
    ]);
  });
});
