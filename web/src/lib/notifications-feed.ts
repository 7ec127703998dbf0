import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notificationOperations } from '@hub/contract/notifications';
import { call } from './api-client';
import { notificationsStore } from './notifications-store';

export const getNotifications = (signal?: AbortSignal) =>
  call(notificationOperations.listNotifications, {}, signal);

const POLL_MS = 60_000;
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * Polls the server's events and syncs the bell's list in browser storage with them, where read
 * state lives (spec section 3): an event once read stays read, a resolved one leaves. Every
 * successful change refetches them at once (app/query-client.ts).
 */
export const useNotificationsFeed = () => {
  const feed = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: POLL_MS,
  });
  useEffect(() => {
    if (feed.data)
      notificationsStore.sync(
        feed.data.rows.map(({ id, message, time, link }) => ({ id, message, time, link })),
      );
  }, [feed.data]);
};
