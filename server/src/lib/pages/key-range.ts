import { and, getTableName, sql } from 'drizzle-orm';
import { union, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { builtOnceNamed } from '../../db/prepared';
import { foldedKey } from '../../db/schema/folded';
import {
  isFragmentKey,
  orderOf,
  termPlaceholders,
  termsOf,
  termValues,
  type KeyTable,
  type ListTable,
  type SearchTerms,
} from '../listing';
import { knownTotal, rememberTotal } from '../remembered-totals';
import {
  eachMatch,
  matchedRows,
  queryName,
  rowsMatching,
  searchPlanning,
  withFirstTotal,
  WINDOW_PLACEHOLDERS,
  type Found,
  type MatchesApart,
  type Window,
  type WindowOf,
} from './query';
import type { PageRequest } from './request';
import type { PageStrategy, SearchPlan } from './strategy';

/**
 * The matches of a key of one word read from the word fragments: the fragments starting with the
 * key (an index range), and the rows the rest of the search finds. A prepared filter (a limited
 * administrator's UFs) is tested on each match's row. They are counted as a range (UNION ALL, each
 * id once in the count); the page is ordered from the first entries of each key of the range (a
 * key's entries are in the order served, and the rows before a row of the page are before it in its
 * own key too), so it orders tens of entries, not thousands.
 */
const keyRangeMatches = (
  db: Db,
  table: ListTable,
  fragments: KeyTable,
  terms: SearchTerms,
  form: string,
  request: PageRequest,
  window: WindowOf,
  counts: boolean,
): MatchesApart => {
  const within = request.prepared?.where;
  const rechecked =
    within &&
    sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${fragments.table.rowId} AND ${within})`;
  const start = foldedKey(terms.text);
  const end = sql`${start} || chr(1114111)`;
  const { table: keys } = fragments;
  const entry = {
    id: sql`${keys.rowId}`.as('id'),
    sortKey: sql`${keys.sortValue}`.as('sort_key'),
  };
  const inRange = db
    .select(entry)
    .from(keys)
    .where(and(sql`${keys.key} >= ${start}`, sql`${keys.key} < ${end}`, rechecked));
  // Each key of the range found by a probe of the index, then its first entries up to the page's end.
  const firstEntries = db
    .select({ id: sql`first.id`.as('id'), sortKey: sql`first.sort_key`.as('sort_key') })
    .from(
      sql`(WITH RECURSIVE range_keys(key) AS (
        SELECT min(${keys.key}) FROM ${keys} WHERE ${keys.key} >= ${start} AND ${keys.key} < ${end}
        UNION ALL
        SELECT (SELECT min(${keys.key}) FROM ${keys} WHERE ${keys.key} > range_keys.key AND ${keys.key} < ${end})
        FROM range_keys WHERE range_keys.key IS NOT NULL
      )
      SELECT entries.* FROM range_keys CROSS JOIN LATERAL (
        SELECT ${keys.rowId} AS id, ${keys.sortValue} AS sort_key FROM ${keys}
        WHERE ${keys.key} = range_keys.key AND ${rechecked ?? sql`true`}
        ORDER BY ${sql.join(orderOf(keys.sortValue, keys.rowId, request.order), sql`, `)}
        LIMIT ${window.limit}::bigint + ${window.offset}::bigint
      ) entries) first`,
    );
  const besides = rowsMatching(
    db,
    table,
    and(fragments.besides(terms, form), within && eachMatch(within)),
    request,
  );
  return {
    paged: union(firstEntries, besides),
    counted: counts ? unionAll(inRange, besides) : undefined,
  };
};

/**
 * A key of one word of three letters or digits or more, with no filter but the list's prepared one,
 * in the order of the list's word fragments: its matches read as a range of their keys (decisions
 * 039, 040). Its count is remembered at the table's version (decision 041); the top bar's first
 * hits (`rowsOnly`) skip it for a name, their total then a lower bound.
 */
export const keyRangePage: PageStrategy<SearchPlan> = {
  name: 'key range',
  appliesTo: ({ filters, request, key, search }) =>
    !filters && isFragmentKey(key.text) && search.wordFragments?.sort === request.sort,
  page: async ({ db, table, request, window, key, search }) => {
    const fragments = search.wordFragments;
    if (!fragments) return undefined;
    const form = search.formOf(key);
    const terms = termsOf(key);
    const { prepared } = request;
    // A name's range may hold thousands of entries; a CPF's or CNPJ's digits hardly any, and their
    // statement stays the one that counts (uncounted, it measured slower: BENCHMARKS.md).
    const uncounted = request.rowsOnly && form === 'text';
    const shape = `fragments${uncounted ? '_uncounted' : ''}`;
    // A key's count, whatever the order or the page: its statement's shape and its values.
    const searched = `${getTableName(table)} ${shape} ${prepared?.name ?? ''} ${JSON.stringify([terms, prepared?.values])}`;
    const known = uncounted ? {} : knownTotal(db, searched);
    const planned = searchPlanning({
      alikeForEveryValue: true,
      scoped: Boolean(prepared),
      plannedOnce: search.plannedOnce,
    });
    const run = async (window: Window) =>
      (await builtOnceNamed(
        db,
        queryName(table, `search_${form}${shape}`, request),
        planned,
        (handle) =>
          matchedRows(
            handle,
            table,
            keyRangeMatches(
              handle,
              table,
              fragments,
              termPlaceholders(key),
              form,
              request,
              WINDOW_PLACEHOLDERS,
              !uncounted,
            ),
            request,
            WINDOW_PLACEHOLDERS,
          ),
      ).execute({ ...termValues(terms), ...window, ...known })) as Found[];
    if (uncounted) {
      const found = await run(window);
      return {
        rows: found.map((match) => match.row),
        total: window.offset + found.length,
        capped: true,
      };
    }
    const { rows, total, version } = await withFirstTotal(window, run);
    if (typeof version === 'string') rememberTotal(db, searched, version, total);
    return { rows, total, capped: false };
  },
};
