import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NotificationsAnswer } from '@hub/contract/notifications';
import { api } from './api-client';
import { notificationsStore } from './notifications-store';

export const getNotifications = (signal?: AbortSignal) =>
  api.get<NotificationsAnswer>('/notifications', { signal });

const POLL_MS = 60_000;

/**
 * Polls the server's events and merges them into the bell's list in browser storage, where
 * read state lives (spec section 3): an event once read stays read.
 */
export const useNotificationsFeed = () => {
  const feed = useQuery({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: POLL_MS,
  });
  useEffect(() => {
    if (feed.data)
      notificationsStore.add(
        feed.data.rows.map(({ id, message, time, link }) => ({ id, message, time, link })),
      );
  }, [feed.data]);
};
