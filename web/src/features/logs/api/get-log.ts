import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@hub/contract/common';
import { api, type QueryValue } from '../../../lib/api-client';
import { logKeys } from './keys';

export type LogRecord = Record<string, unknown> & { id: string };
export type LogFilters = {
  page: number;
  limit: number;
  key?: string;
  status?: string;
  createdFrom?: string;
  createdTo?: string;
  selectiveProcessId?: string;
};

/** `path` is the API path of the log: /logs/{kind} or /logs/audit. */
export const getLog = (path: string, filters: LogFilters, signal?: AbortSignal) =>
  api.get<Page<LogRecord>>(path, { query: filters as Record<string, QueryValue>, signal });

export const useLog = (path: string, filters: LogFilters) =>
  useQuery({
    queryKey: logKeys.list(path, filters),
    queryFn: ({ signal }) => getLog(path, filters, signal),
    placeholderData: keepPreviousData,
  });
