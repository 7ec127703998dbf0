import { PAGE_SIZES } from '@hub/contract/common';
import type { QueryValue } from '../../lib/api-client';
import type { ListFilter } from './list-filters';

export type ListQuery = {
  page: number;
  limit: number;
  key: string;
  sort: string;
  order: 'asc' | 'desc';
} & Record<string, QueryValue>;

/** What a list shows when its URL says nothing: first page, ten rows, its default order. */
export const defaultListQuery = (defaultSort: string, initial?: Partial<ListQuery>): ListQuery => ({
  page: 1,
  limit: PAGE_SIZES[0],
  key: '',
  sort: defaultSort,
  order: 'asc',
  ...initial,
});

/** The query names a list keeps in its URL, besides its filters' own. */
const BASE_NAMES = ['page', 'limit', 'key', 'sort', 'order', 'after', 'before'] as const;
/** The visible columns, when they are not the list's default choice. */
export const COLUMNS_PARAM = 'columns';

/** Every query name a list reads from its URL (and so owns there). */
export const listParamNames = (
  filters: ListFilter[],
  extraNames: readonly string[] = [],
): string[] => [
  ...BASE_NAMES,
  ...filters.flatMap((filter) =>
    filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.name],
  ),
  ...extraNames,
  COLUMNS_PARAM,
];

/**
 * The list's state read from its URL, over its defaults: a link (a dashboard figure, a colleague's
 * copy, Back from a record) opens the same rows. A value the list cannot show (an unknown status,
 * page 0, a page size it does not offer) is ignored rather than sent to the API to be refused.
 */
export const readListQuery = (
  params: URLSearchParams,
  defaults: ListQuery,
  filters: ListFilter[],
  extraNames: readonly string[] = [],
): ListQuery => {
  const query: ListQuery = { ...defaults };
  for (const name of listParamNames(filters, extraNames)) {
    if (name === COLUMNS_PARAM) continue;
    const value = params.get(name);
    if (value !== null && value !== '') query[name] = value;
    // An empty filter in the URL is 'Todos' chosen where the list's default is one option.
    else if (value === '' && defaults[name] && !BASE_NAMES.some((base) => base === name))
      query[name] = undefined;
  }
  const page = Number(params.get('page'));
  query.page = Number.isInteger(page) && page >= 1 ? page : defaults.page;
  const limit = Number(params.get('limit'));
  query.limit = (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaults.limit;
  query.order =
    params.get('order') === 'desc'
      ? 'desc'
      : params.get('order') === 'asc'
        ? 'asc'
        : defaults.order;
  for (const filter of filters) {
    if (filter.kind && filter.kind !== 'chips') continue;
    const value = query[filter.name];
    if (value !== undefined && !filter.options.some((option) => option.value === value))
      query[filter.name] = defaults[filter.name];
  }
  return query;
};

/** The URL of a list's state: only what differs from its defaults, so a plain list keeps a plain URL. */
export const writeListQuery = (query: ListQuery, defaults: ListQuery): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') {
      // 'Todos' where the default is one option is said in the URL, or the default would return.
      if (defaults[name]) params.set(name, '');
      continue;
    }
    if (String(value) === String(defaults[name] ?? '')) continue;
    params.set(name, String(value));
  }
  return params;
};

/** The hidden columns named by the URL's visible ones; the default choice when it names none. */
export const readHiddenColumns = (
  params: URLSearchParams,
  columns: { id: string; hidden?: boolean }[],
): Set<string> => {
  const shown = params.get(COLUMNS_PARAM)?.split(',').filter(Boolean);
  if (!shown?.some((id) => columns.some((column) => column.id === id)))
    return new Set(columns.filter((column) => column.hidden).map((column) => column.id));
  return new Set(columns.filter((column) => !shown.includes(column.id)).map((column) => column.id));
};

/** The URL value of a choice of columns, or undefined when it is the default one. */
export const writeShownColumns = (
  hidden: Set<string>,
  columns: { id: string; hidden?: boolean }[],
): string | undefined => {
  const isDefault = columns.every((column) => Boolean(column.hidden) === hidden.has(column.id));
  return isDefault
    ? undefined
    : columns
        .filter((column) => !hidden.has(column.id))
        .map((column) => column.id)
        .join(',');
};

/** Where the reader is rather than what they look at: a saved view never keeps them. */
const POSITION_NAMES = new Set(['page', 'after', 'before']);

/**
 * The part of a URL query a saved view keeps: the names the list owns, without its page, in one
 * order. Two URLs showing the same rows the same way give the same text, so the view that matches
 * the URL is found by comparing texts.
 */
export const savedViewQuery = (params: URLSearchParams, owned: readonly string[]): string => {
  const kept = [...params].filter(
    ([name, value]) => owned.includes(name) && !POSITION_NAMES.has(name) && value !== '',
  );
  kept.sort(([a, aValue], [b, bValue]) => a.localeCompare(b) || aValue.localeCompare(bValue));
  return new URLSearchParams(kept).toString();
};

/**
 * The URL of a saved view's rows: its query in place of the list's own names, beside whatever
 * else the page keeps in its URL.
 */
export const applySavedViewQuery = (
  current: URLSearchParams,
  viewQuery: string,
  owned: readonly string[],
): URLSearchParams => {
  const url = new URLSearchParams();
  for (const [name, value] of current) if (!owned.includes(name)) url.append(name, value);
  for (const [name, value] of new URLSearchParams(viewQuery))
    if (owned.includes(name) && !POSITION_NAMES.has(name)) url.append(name, value);
  return url;
};
