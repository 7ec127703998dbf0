import { countRows, type Counted } from './counts';
import { selectFrom, type Window } from './query';
import type { Cursor } from './request';
import type { Listing, PagePlan } from './strategy';

/** A page's rows, and its total when they carry it. */
export type PageFound = { rows: unknown[]; total: number | undefined };

/** A page's total counted apart: the prepared filter's own count, else its matches or the kept count. */
const countOf = ({ db, table, filters, request }: PagePlan): Promise<Counted> =>
  request.prepared
    ? request.prepared.count().then((total) => ({ total, capped: false }))
    : countRows(db, table, filters, {
        keptCount: request.keptCount,
        exact: request.exactTotal,
        from: (fields) => selectFrom(db, table, request, fields, [filters]),
      });

/**
 * A page read in the list's order, by the default view or a filter (`rowsFrom`): its rows and its
 * count at once, as two queries (a filter on indexed columns counts cheaply, and its page walks the
 * sort index, where one scan of every match would cost far more), or its rows alone when they carry
 * the total. A page next to the one the client holds starts from that page's edge row (keyset): the
 * index seeks to it, whatever the depth; when that row is gone, the page number says where it is.
 */
export const walkedPage = async (
  plan: PagePlan,
  rowsFrom: (window: Window, cursor: Cursor | null) => Promise<PageFound>,
  carriesTotal: boolean,
): Promise<Listing> => {
  const { window, cursor } = plan;
  const rowsAt = (at: Cursor | null) => rowsFrom(at ? { ...window, offset: 0 } : window, at);
  const [found, counted] = await Promise.all([
    rowsAt(cursor),
    carriesTotal ? undefined : countOf(plan),
  ]);
  const rows = cursor?.direction === 'before' ? found.rows.reverse() : found.rows;
  const page = cursor && rows.length === 0 ? await rowsAt(null) : { rows, total: found.total };
  // Past the last page no row carries the total: it is counted apart.
  const carried = page.total === undefined ? undefined : { total: page.total, capped: false };
  const { total, capped } = counted ?? carried ?? (await countOf(plan));
  return { rows: page.rows, total, capped };
};
