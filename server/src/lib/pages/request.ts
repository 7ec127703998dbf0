import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Join } from '../joins';
import type { AnySearch, Order, SortExpression } from '../listing';

/**
 * `sort` is one of a module's constant SORTS: the default view is prepared once per sort object.
 * `key` is the list's search key and `after`/`before` its keyset cursor, when the module's query
 * has them (it is spread in); `search` is the module's constant search.
 */
export type PageRequest = {
  sort: SortExpression;
  order: Order;
  page: number;
  limit: number;
  /** The list's search by `key`; absent when its key is one of its filters (a joined list's `where`). */
  search?: AnySearch | undefined;
  key?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
  /** The list name of the sort's page anchors (lib/page-anchors.ts), when it has them: a column's sort. */
  anchors?: string | undefined;
  /**
   * What a page's rows carry (a module's constant), when not every column of the table: some of
   * its columns (`columnsNamed`), or fields of the table and its `joins`.
   */
  fields?: SelectedFields | undefined;
  /**
   * The tables a row reads beside its own (a module's constant): its ids, keyset and count join
   * only those they read.
   */
  joins?: readonly Join[] | undefined;
  /**
   * The table's size is kept by triggers (COUNTED_TABLES): an unfiltered page carries that count
   * instead of counting its rows.
   */
  keptCount?: boolean | undefined;
  /** Count every match of a filter, past COUNT_CAP (the list query's `exactTotal`). */
  exactTotal?: boolean | undefined;
  /**
   * Only the rows are wanted (the top bar's first hits): a search by a name read as a range of
   * keys skips its count, and its total is then the rows found, a lower bound (`capped`).
   */
  rowsOnly?: boolean | undefined;
  /**
   * A filter whose values are the statement's parameters: alone (or with a search key), its page is
   * prepared once, as the default view's; beside other filters it is one of them.
   */
  prepared?: PreparedFilter | undefined;
};

/**
 * A filter that is the same SQL for every request under one name, such as a limited
 * administrator's UFs: its page is a statement prepared once per name (`planned: 'once'`), where a
 * filter built per request costs its building on every page.
 */
export type PreparedFilter = {
  /** What the query's key says of the filter: the same key, the same SQL (the tests check it). */
  name: string;
  where: SQL;
  /** How many rows match, kept, as a scalar subquery the page's rows carry. */
  total?: SQL<number> | undefined;
  /** How many rows match, read apart when the rows carry no total. */
  count: () => Promise<number>;
  /**
   * The values of the placeholders `where` holds (a message's id: one statement for the
   * recipients of every message). Such a filter pages alone: the list adds no other filter to it.
   */
  values?: Record<string, unknown> | undefined;
};

export type Direction = 'after' | 'before';

/** The row a page starts next to, when the client names one (keyset). */
export type Cursor = { id: string; direction: Direction };

/** The cursor the request names, if any (`after` wins over `before`). */
export const cursorOf = (request: {
  after?: string | undefined;
  before?: string | undefined;
}): Cursor | null => {
  if (request.after) return { id: request.after, direction: 'after' };
  if (request.before) return { id: request.before, direction: 'before' };
  return null;
};
