import { useQuery } from '@tanstack/react-query';
import { logOperations } from '@hub/contract/logs';
import { call } from '../../../lib/api-client';
import { logKeys } from './keys';

export const getTimeline = (address: string, page: number, signal?: AbortSignal) =>
  call(logOperations.getRecipientTimeline, { query: { address, page, limit: 20 } }, signal);

/** Every email and WhatsApp delivery to one address, newest first. */
export const useTimeline = (address: string | null, page: number) =>
  useQuery({
    queryKey: logKeys.timeline(address ?? '', page),
    queryFn: ({ signal }) => getTimeline(address ?? '', page, signal),
    enabled: Boolean(address),
  });
