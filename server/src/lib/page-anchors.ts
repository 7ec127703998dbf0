import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { pageAnchors } from '../db/schema/index';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/**
 * Pages asked by number start from an anchor of the list's order (migration 0015, decision 015):
 * `page_anchors` holds, for every thousandth row of the order, how many rows sort from it up to the
 * next anchor, kept by statement triggers. A page's first row is found by adding up those counts,
 * and the sort index is walked from the anchor before it: at most a bucket's rows, not every row
 * before the page.
 */

/**
 * A list order with anchors: the name its anchors go by, and the table and column it sorts. The
 * column is text in the database's default collation: the anchors hold its values as text.
 */
export type AnchoredOrder = { listName: string; table: string; column: string };

/** Every anchored order; each has its triggers in a migration (0015 for the professionals by name). */
export const ANCHORED_ORDERS = {
  candidatesByName: { listName: 'candidates:name', table: 'candidates', column: 'name' },
} as const satisfies Record<string, AnchoredOrder>;

/** The rows between anchors when they are retaken; also rebuild_page_anchors' default (migration, restore). */
export const ANCHOR_SPACING = 1000;

type AnchoredTable = PgTable & { id: AnyPgColumn };
type PageWindow = { limit: unknown; offset: unknown };

/**
 * The ids of a page `offset` rows into the order, `limit` long, in ascending order whatever the
 * page's order: a page in descending order is the same rows counted from the end. `sort` is the
 * anchored column; the table's id breaks its ties, as in every list.
 */
const anchoredPageIds = (
  listName: string,
  table: AnchoredTable,
  sort: SQL | AnyPgColumn,
  descending: boolean,
  window: PageWindow,
): SQL => {
  const limit = sql`${window.limit}::bigint`;
  const offset = sql`${window.offset}::bigint`;
  const span = descending
    ? sql`greatest(total - ${offset} - ${limit}, 0) AS start, least(${limit}, total - ${offset}) AS count`
    : sql`${offset} AS start, ${limit} AS count`;
  // The total is summed apart from the running sums: taken from the anchors CTE, it makes
  // PostgreSQL materialise that CTE, which costs the page more than a second pass over the anchors.
  // An anchor's rows are the sum of its entries, one per writing transaction until folded: the
  // entries of an anchor are one group of the order, and its first position what the groups
  // before it hold (a GROUP BY before the running sum cost the anchors' read 80 % more).
  return sql`WITH anchors AS (
      SELECT ${pageAnchors.sortValue} AS sort_value, ${pageAnchors.rowId} AS row_id,
        coalesce(sum(${pageAnchors.rows}) OVER (ORDER BY ${pageAnchors.sortValue}, ${pageAnchors.rowId} GROUPS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::bigint AS first_position
      FROM ${pageAnchors} WHERE ${pageAnchors.listName} = ${listName}
    ), span AS (
      SELECT ${span} FROM (SELECT coalesce(sum(${pageAnchors.rows}), 0)::bigint AS total FROM ${pageAnchors} WHERE ${pageAnchors.listName} = ${listName}) AS counted
    ), anchor AS (
      SELECT sort_value, row_id, span.start - first_position AS skip, greatest(span.count, 0) AS count
      FROM anchors, span WHERE first_position <= span.start
      ORDER BY sort_value DESC, row_id DESC LIMIT 1
    )
    SELECT ${table.id} FROM ${table}
    WHERE (${sort}, ${table.id}) >= ((SELECT sort_value FROM anchor), (SELECT row_id FROM anchor))
    ORDER BY ${sort}, ${table.id} LIMIT (SELECT count FROM anchor) OFFSET (SELECT skip FROM anchor)`;
};

/**
 * The condition on `table`'s rows of a page by number, from the anchors of `listName`. An array of
 * ids, not IN: the planner cannot tell how few ids a LIMIT taken from the anchor leaves, and for IN
 * it hashed a third of the table; an array it takes for a few ids, each read by its key.
 */
export const onAnchoredPage = (
  listName: string,
  table: AnchoredTable,
  sort: SQL | AnyPgColumn,
  order: 'asc' | 'desc',
  window: PageWindow,
): SQL =>
  sql`${table.id} = ANY(ARRAY(${anchoredPageIds(listName, table, sort, order === 'desc', window)}))`;

/**
 * Whether an order's anchors are due to be retaken: a bucket grew past twice the spacing (rows
 * inserted between two anchors), or deletions left many more anchors than the rows need.
 */
export const anchorsDue = (found: { largest: number; anchors: number; total: number }): boolean =>
  found.largest > 2 * ANCHOR_SPACING || found.anchors > 2 + (2 * found.total) / ANCHOR_SPACING;

/**
 * How long a retake waits for the writers under way. Past it the retake gives up until the next
 * look: waiting behind a long transaction, it would hold up every write that came after it.
 */
export const RETAKE_LOCK_TIMEOUT = '2s';

/** Retakes the anchors of every order whose buckets are uneven; answers their list names. */
export const rebalancePageAnchors = async (
  database: Pick<Database, 'db' | 'query'>,
): Promise<string[]> => {
  const retaken: string[] = [];
  for (const order of Object.values(ANCHORED_ORDERS)) {
    const [found] = await database.query<{ largest: number; anchors: number; total: number }>(
      `SELECT coalesce(max(rows), 0)::int AS largest, count(*)::int AS anchors, coalesce(sum(rows), 0)::int AS total
         FROM (SELECT sum(rows) AS rows FROM page_anchors WHERE list_name = $1 GROUP BY sort_value, row_id) AS summed`,
      [order.listName],
    );
    if (found && anchorsDue(found)) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${RETAKE_LOCK_TIMEOUT}'`));
        // Not a request's statement: numbering a million rows outlasts DB_STATEMENT_TIMEOUT_MS,
        // and a retake cancelled there would be retried and cancelled at every look.
        await tx.execute(sql`SET LOCAL statement_timeout = 0`);
        await tx.execute(
          sql`SELECT rebuild_page_anchors(${order.listName}, ${order.table}, ${order.column}, ${ANCHOR_SPACING})`,
        );
      });
      retaken.push(order.listName);
    }
  }
  return retaken;
};

/**
 * Retakes every anchored order's anchors, in the caller's transaction: after a restore, whose
 * loaded rows all went to the first anchor (the TRUNCATE before left only that one).
 */
export const retakeAllPageAnchors = async (query: Database['query']): Promise<void> => {
  for (const order of Object.values(ANCHORED_ORDERS)) {
    await query('SELECT rebuild_page_anchors($1, $2, $3, $4)', [
      order.listName,
      order.table,
      order.column,
      ANCHOR_SPACING,
    ]);
  }
};

/** How often the anchors are looked at: a look is one small aggregate per anchored order. */
export const REBALANCE_INTERVAL_MS = 10 * 60_000;

export const startPageAnchorsRebalance = (
  database: Pick<Database, 'db' | 'query'>,
  onError: (error: unknown) => void,
): PeriodicJob =>
  startPeriodicJob(() => rebalancePageAnchors(database), REBALANCE_INTERVAL_MS, onError);
