import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNotificationsStore,
  markAllRead,
  MAX_NOTIFICATIONS,
  syncNotifications,
  NOTIFICATIONS_KEY,
  type AppNotification,
} from './notifications-store';

const n = (id: string, time: string, read = false): AppNotification => ({
  id,
  message: `m${id}`,
  time,
  link: null,
  read,
});

describe('notifications', () => {
  afterEach(() => localStorage.clear());

  it('syncs with the feed newest first, keeping the read state of known ids', () => {
    const current = [n('a', '2026-01-01T10:00:00Z', true)];
    const synced = syncNotifications(current, [
      { id: 'a', message: 'again', time: '2026-01-01T10:00:00Z', link: null },
      { id: 'b', message: 'new', time: '2026-01-02T10:00:00Z', link: '/dashboard/companies' },
    ]);
    expect(synced.map((x) => [x.id, x.read])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });

  it('drops an event the feed no longer has (resolved), and answers the same list when nothing changed', () => {
    const current = [n('pending', '2026-01-02T10:00:00Z'), n('failing', '2026-01-01T10:00:00Z', true)];
    const synced = syncNotifications(current, [
      { id: 'failing', message: 'mfailing', time: '2026-01-01T10:00:00Z', link: null },
    ]);
    expect(synced.map((x) => [x.id, x.read])).toEqual([['failing', true]]);
    expect(
      syncNotifications(synced, [{ id: 'failing', message: 'mfailing', time: '2026-01-01T10:00:00Z', link: null }]),
    ).toBe(synced);
  });

  it('keeps at most the newest MAX_NOTIFICATIONS', () => {
    const incoming = Array.from({ length: MAX_NOTIFICATIONS + 5 }, (_, i) => ({
      id: String(i),
      message: 'x',
      time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      link: null,
    }));
    const merged = syncNotifications([], incoming);
    expect(merged).toHaveLength(MAX_NOTIFICATIONS);
    expect(merged[0]?.id).toBe(String(MAX_NOTIFICATIONS + 4));
  });

  it('marks all read, and answers the same list when nothing changes', () => {
    const read = markAllRead([
      n('a', '2026-01-01T00:00:00Z'),
      n('b', '2026-01-01T00:00:00Z', true),
    ]);
    expect(read.every((x) => x.read)).toBe(true);
    expect(markAllRead(read)).toBe(read);
  });

  it('persists in localStorage under "notifications" and tells subscribers', () => {
    const store = createNotificationsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.sync([
      {
        id: 'x',
        message: 'Empresa aguardando aprovação',
        time: '2026-01-01T00:00:00Z',
        link: '/dashboard/companies',
      },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(NOTIFICATIONS_KEY) ?? '[]')).toEqual([
      {
        id: 'x',
        message: 'Empresa aguardando aprovação',
        time: '2026-01-01T00:00:00Z',
        link: '/dashboard/companies',
        read: false,
      },
    ]);
    store.markAllRead();
    expect(store.getSnapshot()[0]?.read).toBe(true);
    expect(createNotificationsStore().getSnapshot()[0]?.read).toBe(true);
    unsubscribe();
  });

  it('ignores malformed stored entries', () => {
    localStorage.setItem(
      NOTIFICATIONS_KEY,
      JSON.stringify([{ id: 1 }, n('ok', '2026-01-01T00:00:00Z')]),
    );
    expect(
      createNotificationsStore()
        .getSnapshot()
        .map((x) => x.id),
    ).toEqual(['ok']);
    localStorage.setItem(NOTIFICATIONS_KEY, 'nope');
    expect(createNotificationsStore().getSnapshot()).toEqual([]);
  });
});
