import { and } from 'drizzle-orm';
import { builtOnceNamed } from '../../db/prepared';
import {
  searchedWith,
  termPlaceholders,
  termsOf,
  termValues,
  wordsShape,
} from '../listing';
import {
  eachMatch,
  queryName,
  searchPlanning,
  searchRows,
  withFirstTotal,
  WINDOW_PLACEHOLDERS,
  type Found,
  type Window,
} from './query';
import type { PageStrategy, SearchPlan } from './strategy';

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
            searchPlanning({
              alikeForEveryValue: search.plannedForEveryValue?.includes(form) ?? false,
              scoped: Boolean(prepared),
              plannedOnce: search.plannedOnce,
            }),
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
