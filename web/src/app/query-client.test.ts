import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_QUERY_KEY } from '../lib/notifications-feed';
import { createQueryClient } from './query-client';

describe('the bell after a change', () => {
  it("asks again only after the change's own effects (a new session stored), and not after a failure", async () => {
    const client = createQueryClient();
    let token = 'old';
    const asked: string[] = [];
    const bell = new QueryObserver(client, {
      queryKey: NOTIFICATIONS_QUERY_KEY,
      queryFn: () => {
        asked.push(token);
        return { rows: [] };
      },
    });
    const unsubscribe = bell.subscribe(() => undefined);
    await expect.poll(() => asked).toEqual(['old']);

    await new MutationObserver(client, {
      mutationFn: () => Promise.resolve({ accessToken: 'new' }),
      onSuccess: ({ accessToken }) => {
        token = accessToken;
      },
    }).mutate();
    await expect.poll(() => asked).toEqual(['old', 'new']);

    await new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
    })
      .mutate()
      .catch(() => undefined);
    expect(client.isFetching({ queryKey: NOTIFICATIONS_QUERY_KEY })).toBe(0);
    expect(asked).toEqual(['old', 'new']);
    unsubscribe();
  });
});
