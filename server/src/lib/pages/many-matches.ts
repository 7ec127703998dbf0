import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP } from '@hub/contract/common';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { keptPerDatabase } from '../kept-per-database';
import { orderOf, searchedWith, type ListTable } from '../listing';
import { countMatches } from './counts';
import { pageRows, type Window } from './query';
import type { PageRequest } from './request';
import { isAlone, type PageStrategy, type SearchPlan } from './strategy';

/**
 * Rows the planner must expect of a search before its matches are counted up to the cap first. On
 * seed:large its trigram estimates were 0.45–1.3 times the professionals' matches: every common
 * name (33,000 to 66,000 matches, estimated 30,095 to 83,186) is above.
 */
const MANY_MATCHES = 25_000;

/** How many rows the planner expects `condition` to select (EXPLAIN, nothing run). */
const estimatedRows = async (db: Db, table: ListTable, condition: SQL | undefined) => {
  const [explained] = await rowsOf<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${condition ?? sql`true`}`,
  );
  const raw = explained?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
};

/** How long a key found past COUNT_CAP is known to be so: its next pages skip the estimate and the count. */
export const CAPPED_KEY_MS = 60_000;

/** For each database, when each table's key ('candidates text silva') was last counted past COUNT_CAP. */
const cappedKeys = keptPerDatabase<number>(1_000);

/**
 * A fragment tens of thousands of rows hold ('silva', one professional in fifteen): reading and
 * sorting every match for an exact total costs a hundred times the page. When the planner expects
 * more than MANY_MATCHES, the matches are counted up to COUNT_CAP; past it, the page walks the sort
 * index and the total is a lower bound ('mais de 10.000'). The estimate only chooses to look: under
 * the cap, the search reads its matches as any other (undefined here). A key counted past the cap
 * is remembered for CAPPED_KEY_MS (decision 033): its other pages, orders and askers go straight
 * to the page, as ten thousand matches do not fall under the cap in a minute; an exact total is
 * still counted.
 */
const manyMatchesPageOf = async (
  db: Db,
  table: ListTable,
  condition: SQL | undefined,
  searchedKey: string,
  request: PageRequest,
  window: Window,
) => {
  const searched = `${getTableName(table)} ${searchedKey}`;
  const countedAt = cappedKeys.get(db, searched);
  if (countedAt === undefined || Date.now() - countedAt >= CAPPED_KEY_MS) {
    cappedKeys.delete(db, searched);
    if ((await estimatedRows(db, table, condition)) <= MANY_MATCHES) return undefined;
    const counted = await countMatches(
      db,
      (fields) =>
        db
          .select(fields)
          .from(table as PgTable)
          .$dynamic(),
      condition,
      false,
    );
    if (!counted.capped) return undefined;
    cappedKeys.set(db, searched, Date.now());
  }
  const order = orderOf(request.sort, table.id, request.order);
  const rows = await pageRows(db, table, request, {
    where: condition,
    filters: condition,
    order,
    window,
  });
  return { rows, total: COUNT_CAP, capped: true };
};

/**
 * A key of one word of text, alone, in a list of a million rows (`manyMatches`): when the planner
 * expects tens of thousands of matches, counted up to COUNT_CAP first (decision 033). A key of
 * several words matches far fewer rows than each word alone, so the estimate only cost it time
 * ('Camila Silva' 0.84×, the top bar's 'joao silva' 0.86×, run G's re-pricing in BENCHMARKS.md).
 */
export const manyMatchesPage: PageStrategy<SearchPlan> = {
  name: 'many matches',
  appliesTo: (plan) => {
    const { request, key, search } = plan;
    return (
      isAlone(plan) &&
      Boolean(search.manyMatches) &&
      search.formOf(key) === 'text' &&
      !key.short &&
      !key.spaced &&
      !request.exactTotal
    );
  },
  page: ({ db, table, request, window, key, search }) =>
    manyMatchesPageOf(
      db,
      table,
      searchedWith(search, key, undefined),
      `text ${key.text}`,
      request,
      window,
    ),
};
