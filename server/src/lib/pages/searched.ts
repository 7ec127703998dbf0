import { and } from 'drizzle-orm';
import { builtOnceNamed, type Planning } from '../../db/prepared';
import {
  searchedWith,
  termPlaceholders,
  termsOf,
  termValues,
  wordsShape,
  type ListSearch,
} from '../listing';
import {
  eachMatch,
  queryName,
  searchRows,
  withFirstTotal,
  WINDOW_PLACEHOLDERS,
  type Found,
  type Window,
} from './query';
import type { PageStrategy, SearchPlan } from './strategy';

/**
 * How a search's statement is planned. A generic plan, which PostgreSQL adopts after five
 * executions of a named statement when it looks no dearer, walks every trigram index for a key too
 * short to have trigrams, where a plan for the value may scan: a key is planned for its value,
 * unless its form plans alike for every value (decision 043) or the table is small (`plannedOnce`).
 */
const planningOf = (search: ListSearch, form: string, scoped: boolean): Planning => {
  if (!scoped && search.plannedForEveryValue?.includes(form)) return 'once for every value';
  return search.plannedOnce ? 'once' : 'per execution';
};

/**
 * Any key of a list's search: its matches by the search's condition (each word by the trigram
 * index and tested as a word's start, decision 054), found once for the page and the total. A key
 * alone (or with the list's prepared filter) is a statement built once per form and word count;
 * with other filters it is built for the request.
 */
export const searchedPage: PageStrategy<SearchPlan> = {
  name: 'searched',
  appliesTo: () => true,
  page: async ({ db, table, filters, request, window, key, search }) => {
    const form = search.formOf(key);
    const terms = termsOf(key);
    const { prepared } = request;
    const shape = `${key.short ? '_short' : ''}${wordsShape(key)}`;
    const run = async (window: Window) =>
      (filters
        ? await searchRows(db, table, searchedWith(search, key, filters), request, window)
        : await builtOnceNamed(
            db,
            queryName(table, `search_${form}${shape}`, request),
            planningOf(search, form, Boolean(prepared)),
            (handle) =>
              searchRows(
                handle,
                table,
                and(
                  search.condition(termPlaceholders(key), form),
                  prepared && eachMatch(prepared.where),
                ),
                request,
                WINDOW_PLACEHOLDERS,
              ),
          ).execute({ ...termValues(terms), ...window })) as Found[];
    const { rows, total } = await withFirstTotal(window, run);
    return { rows, total, capped: false };
  },
};
