import { and, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, type ListTable } from '../listing';
import { ANCHOR_SPACING, onAnchoredPage } from '../page-anchors';
import { carriesKeptTotal, keptCount } from './counts';
import {
  beyondRow,
  pageIdsOf,
  queryName,
  rowsOfIds,
  rowsOfIdsWithTotal,
  runPreparedPage,
  walkOrder,
  type Found,
  type Window,
  type WindowOf,
} from './query';
import type { Cursor, PageRequest } from './request';
import type { PagePlan, PageStrategy } from './strategy';
import { walkedPage, type PageFound } from './walked';

/**
 * A list's default view (no filter, or its prepared one) is one query per sort, order and cursor
 * direction, prepared: building the select of a 40-column table costs more than running it. A
 * counted table's unfiltered view carries its total.
 */
const preparedPage = async (
  db: Db,
  table: ListTable,
  request: PageRequest,
  window: Window,
  cursor: Cursor | null,
): Promise<PageFound> => {
  const direction = cursor?.direction ?? null;
  const { prepared } = request;
  const carriesTotal = prepared ? Boolean(prepared.total) : carriesKeptTotal(table, request);
  // A page by number deep in an anchored order seeks to its anchor; nearer, the walk costs less.
  // The anchors count every row of the table: a filtered page walks.
  const anchors =
    !direction && !prepared && window.offset >= ANCHOR_SPACING ? request.anchors : undefined;
  const kind = anchors ? 'anchored' : (direction ?? 'page');
  const build = (window: WindowOf) => {
    const total = prepared
      ? prepared.total
      : carriesTotal
        ? keptCount(getTableName(table))
        : undefined;
    const keyset = direction
      ? beyondRow(db, table, request, sql.placeholder('cursor'), direction)
      : undefined;
    const order = orderOf(request.sort, table.id, walkOrder(request.order, direction));
    const chosen = anchors
      ? onAnchoredPage(anchors, table, request.sort, request.order, window)
      : inArray(
          table.id,
          pageIdsOf(db, table, request, {
            where: and(prepared?.where, keyset),
            filters: prepared?.where,
            order,
            window,
          }),
        );
    return total
      ? rowsOfIdsWithTotal(db, table, request, total, chosen, order)
      : rowsOfIds(db, table, request, chosen, order);
  };
  const name = queryName(table, kind, request);
  const found = await runPreparedPage(db, name, window, build, {
    ...prepared?.values,
    ...(cursor ? { cursor: cursor.id } : {}),
  });
  if (!carriesTotal) return { rows: found, total: undefined };
  const carried = found as Found[];
  return { rows: carried.map((match) => match.row), total: carried[0]?.total };
};

/**
 * A page with no filter but the list's prepared one (a limited administrator's UFs), walked or
 * anchored in the list's order; its total kept by triggers or the prepared filter's, else counted.
 */
export const defaultViewPage: PageStrategy<PagePlan> = {
  name: 'default view',
  appliesTo: ({ filters }) => !filters,
  page: (plan) => {
    const { db, table, request } = plan;
    const { prepared } = request;
    const carriesTotal = prepared ? Boolean(prepared.total) : carriesKeptTotal(table, request);
    return walkedPage(
      plan,
      (window, cursor) => preparedPage(db, table, request, window, cursor),
      carriesTotal,
    );
  },
};
