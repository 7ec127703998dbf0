import { and, getTableName, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { isPerKey, pageOffset, searchedWith, searchKey, type ListTable } from '../listing';
import { defaultViewPage } from './default-view';
import { filteredPage } from './filtered';
import { keyRangePage } from './key-range';
import { manyMatchesPage } from './many-matches';
import { cursorOf, type PageRequest } from './request';
import { searchedPage } from './searched';
import type { Listing, PagePlan, PageStrategy, SearchPlan } from './strategy';
import { wordStartsPage } from './word-starts';

/**
 * The ways to read a page searched by a key, in the order they are tried: the first that applies
 * and answers reads it. `searched` applies to every key.
 */
const SEARCH_STRATEGIES: readonly PageStrategy<SearchPlan>[] = [
  wordStartsPage,
  keyRangePage,
  manyMatchesPage,
  searchedPage,
];

/** The ways to read a page with no key: the list's default view, or its filters. */
const PAGE_STRATEGIES: readonly PageStrategy<PagePlan>[] = [defaultViewPage, filteredPage];

/** The strategies that apply to `plan`, in the order they are tried (the plan's tests read it). */
export const strategiesFor = (plan: PagePlan | SearchPlan): string[] =>
  ('key' in plan
    ? SEARCH_STRATEGIES.filter((strategy) => strategy.appliesTo(plan))
    : PAGE_STRATEGIES.filter((strategy) => strategy.appliesTo(plan))
  ).map((strategy) => strategy.name);

const firstAnswer = async <Plan extends PagePlan>(
  strategies: readonly PageStrategy<Plan>[],
  plan: Plan,
): Promise<Listing> => {
  for (const strategy of strategies) {
    if (!strategy.appliesTo(plan)) continue;
    const answer = await strategy.page(plan);
    if (answer) return answer;
  }
  throw new Error(`no strategy reads a page of ${getTableName(plan.table)}`);
};

/**
 * One page of a table's rows matching `filters` and the request's search key, and how many match
 * in all (`capped`: a lower bound, past COUNT_CAP, unless the request asks for the exact total).
 * The planner first turns what is a filter into one (a prepared filter beside other filters, a
 * search built per key), then hands the page to the first strategy that applies: a search's
 * (SEARCH_STRATEGIES) or a walk of the list's order (PAGE_STRATEGIES).
 */
export const selectPage = async <
  Table extends ListTable,
  Fields extends SelectedFields = Table['_']['columns'],
>(
  db: Db,
  table: Table,
  filters: SQL | undefined,
  request: PageRequest & { fields?: Fields | undefined },
): Promise<{ rows: SelectResultFields<Fields>[]; total: number; capped: boolean }> => {
  const key = searchKey(request.key);
  const { search, prepared } = request;
  if (key && !search)
    throw new Error(`a key for the list of ${getTableName(table)}, which has no search`);
  if (prepared?.values && (filters || key))
    throw new Error(
      `a filter of ${getTableName(table)} beside one whose values are its statement's`,
    );
  if (prepared && (filters || (key && search && isPerKey(search))))
    return selectPage(db, table, and(filters, prepared.where), { ...request, prepared: undefined });
  if (key && search && isPerKey(search))
    return selectPage(db, table, searchedWith(search, key, filters), {
      ...request,
      key: undefined,
    });
  const searched = key && search && !isPerKey(search) ? { key, search } : undefined;
  const plan: PagePlan = {
    db,
    table,
    filters,
    request,
    window: { limit: request.limit, offset: pageOffset(request) },
    cursor: cursorOf(request),
  };
  const listing = searched
    ? await firstAnswer(SEARCH_STRATEGIES, { ...plan, ...searched })
    : await firstAnswer(PAGE_STRATEGIES, plan);
  return listing as { rows: SelectResultFields<Fields>[]; total: number; capped: boolean };
};
