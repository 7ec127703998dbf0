import { and } from 'drizzle-orm';
import { orderOf } from '../listing';
import { beyondRow, pageRows, walkOrder } from './query';
import type { PagePlan, PageStrategy } from './strategy';
import { walkedPage } from './walked';

/**
 * A page of the rows its filters select (status, UF, dates, a search built per key), built for the
 * request: its rows walk the sort index from the page's offset or the cursor's row, and its
 * matches are counted beside it, up to COUNT_CAP unless the request asks for the exact total.
 */
export const filteredPage: PageStrategy<PagePlan> = {
  name: 'filtered',
  appliesTo: ({ filters }) => filters !== undefined,
  page: (plan) => {
    const { db, table, filters, request } = plan;
    return walkedPage(
      plan,
      async (window, cursor) => {
        const keyset = cursor && beyondRow(db, table, request, cursor.id, cursor.direction);
        const order = orderOf(
          request.sort,
          table.id,
          walkOrder(request.order, cursor?.direction ?? null),
        );
        const rows = await pageRows(db, table, request, {
          where: and(filters, keyset ?? undefined),
          filters,
          order,
          window,
        });
        return { rows, total: undefined };
      },
      false,
    );
  },
};
