import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, WORD_START_KEY, type ListTable, type WordStartTable } from '../listing';
import { keptGroupCount, keptGroupCountOf } from './counts';
import {
  queryName,
  rowsOfIdsWithTotal,
  runPreparedPage,
  type Found,
  type Window,
  type WindowOf,
} from './query';
import type { PageRequest } from './request';
import { isAlone, type PageStrategy, type SearchPlan } from './strategy';

/**
 * A page of a search by a key its word starts hold, in their order: the page walks the key's
 * entries and the total is the key's kept count, where the search matched every row (decision 017).
 */
const wordStartPage = async (
  db: Db,
  table: ListTable,
  starts: WordStartTable,
  key: string,
  request: PageRequest,
  window: Window,
) => {
  const startsName = getTableName(starts);
  const name = queryName(table, 'word_starts', request);
  const build = (window: WindowOf) => {
    const pageIds = db
      .select({ id: starts.rowId })
      .from(starts)
      .where(eq(starts.key, sql.placeholder('key')))
      .orderBy(...orderOf(starts.sortValue, starts.rowId, request.order))
      .limit(window.limit)
      .offset(window.offset);
    return rowsOfIdsWithTotal(
      db,
      table,
      request,
      keptGroupCountOf(startsName, sql.placeholder('key')),
      inArray(table.id, pageIds),
      orderOf(request.sort, table.id, request.order),
    );
  };
  const found = (await runPreparedPage(db, name, window, build, { key })) as Found[];
  const total = found[0]?.total ?? (await keptGroupCount(db, startsName, key));
  return { rows: found.map((match) => match.row), total, capped: false };
};

/**
 * A key of one or two letters or digits, alone, in the order of the list's word starts: read from
 * them (decision 017).
 */
export const wordStartsPage: PageStrategy<SearchPlan> = {
  name: 'word starts',
  appliesTo: (plan) =>
    isAlone(plan) &&
    plan.search.wordStarts?.sort === plan.request.sort &&
    WORD_START_KEY.test(plan.key.text),
  page: ({ db, table, request, window, key, search }) =>
    search.wordStarts
      ? wordStartPage(db, table, search.wordStarts.table, key.text.toLowerCase(), request, window)
      : Promise.resolve(undefined),
};
