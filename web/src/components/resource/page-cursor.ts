import type { Page } from '@hub/contract/common';

export type PageCursor = { after?: string | undefined; before?: string | undefined };

/**
 * Where page `page` starts, seen from the page on screen: after its last row when it is the next
 * one, before its first when it is the previous one (the API seeks there instead of counting rows,
 * and a row added meanwhile is neither shown twice nor skipped). A jump has no cursor.
 */
export const cursorTo = (shown: Page<{ id: string }> | undefined, page: number): PageCursor => {
  if (!shown || shown.rows.length === 0) return {};
  if (page === shown.currentPage + 1) return { after: shown.rows.at(-1)?.id };
  if (page === shown.currentPage - 1) return { before: shown.rows[0]?.id };
  return {};
};

/** The query keys of a cursor: cleared whenever the filters, sort or page size change. */
export const NO_CURSOR: PageCursor = { after: undefined, before: undefined };
