import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, searchOperations } from '@hub/contract/search';
import { call } from '../../../lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  text: (q: string) => ['search', q] as const,
};

export const globalSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.text(q),
    queryFn: ({ signal }) => call(searchOperations.globalSearch, { query: { q } }, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });

/** The records of every kind matching `q` (already trimmed); idle while it is too short. */
export const useGlobalSearch = (q: string) => useQuery(globalSearchQueryOptions(q));
