import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListSearch, ListTable, SearchKey } from '../listing';
import type { Window } from './query';
import type { Cursor, PageRequest } from './request';

/** One page of a list and how many rows match in all (`capped`: a lower bound, past COUNT_CAP). */
export type Listing = { rows: unknown[]; total: number; capped: boolean };

/**
 * What the planner (plan.ts) hands a strategy: the list's table, its filters (a prepared filter
 * counts among them only beside others), the request, the page's window and the row it starts
 * next to.
 */
export type PagePlan = {
  db: Db;
  table: ListTable;
  filters: SQL | undefined;
  request: PageRequest;
  window: Window;
  cursor: Cursor | null;
};

/** A page searched by a key of the list's search built once per form. */
export type SearchPlan = PagePlan & { key: SearchKey; search: ListSearch };

/**
 * One way to read a page: what it applies to, and its rows with their total. A strategy may still
 * decline a page it applies to (`undefined`: a key it finds too rare for it); the next one answers.
 */
export type PageStrategy<Plan extends PagePlan> = {
  /** How the plan's tests and the decision records call it. */
  name: string;
  appliesTo: (plan: Plan) => boolean;
  page: (plan: Plan) => Promise<Listing | undefined>;
};

/** The page or the search has no filter beside the key, not even a prepared one. */
export const isAlone = ({ filters, request }: PagePlan): boolean => !filters && !request.prepared;
