import { useQuery } from '@tanstack/react-query';
import type { Page } from '@hub/contract/common';
import type { TimelineRow } from '@hub/contract/logs';
import { api } from '../../../lib/api-client';
import { logKeys } from './keys';

export const getTimeline = (address: string, page: number, signal?: AbortSignal) =>
  api.get<Page<TimelineRow>>('/logs/timeline', { query: { address, page, limit: 20 }, signal });

/** Every email and WhatsApp delivery to one address, newest first. */
export const useTimeline = (address: string | null, page: number) =>
  useQuery({
    queryKey: logKeys.timeline(address ?? '', page),
    queryFn: ({ signal }) => getTimeline(address ?? '', page, signal),
    enabled: Boolean(address),
  });
