/** The spec's notification, kept in browser storage. `time` is an ISO-8601 instant. */
export type AppNotification = {
  id: string;
  message: string;
  time: string;
  link: string | null;
  read: boolean;
};

export const NOTIFICATIONS_KEY = 'notifications';
/** Older entries are dropped past this many, so storage does not grow without bound. */
export const MAX_NOTIFICATIONS = 100;

const isNotification = (value: unknown): value is AppNotification => {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'string' &&
    typeof n.message === 'string' &&
    typeof n.time === 'string' &&
    (typeof n.link === 'string' || n.link === null) &&
    typeof n.read === 'boolean'
  );
};

const parse = (raw: string | null): AppNotification[] => {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter(isNotification) : [];
  } catch {
    return [];
  }
};

const byNewest = (a: AppNotification, b: AppNotification) => b.time.localeCompare(a.time);

/**
 * The list as the server's feed now has it: an event no longer in the feed (a company approved
 * since) leaves the list, and an id already present keeps its read state, so a notification once
 * read never comes back as unread. Answers the same list when nothing changed.
 */
export const syncNotifications = (
  current: AppNotification[],
  incoming: Omit<AppNotification, 'read'>[],
): AppNotification[] => {
  const known = new Map(current.map((n) => [n.id, n]));
  const next = incoming
    .map((n) => ({ ...n, read: known.get(n.id)?.read ?? false }))
    .sort(byNewest)
    .slice(0, MAX_NOTIFICATIONS);
  const same =
    next.length === current.length &&
    next.every((n, index) => {
      const before = current[index];
      return (
        before?.id === n.id &&
        before.read === n.read &&
        before.message === n.message &&
        before.time === n.time &&
        before.link === n.link
      );
    });
  return same ? current : next;
};

export const markAllRead = (current: AppNotification[]): AppNotification[] =>
  current.some((n) => !n.read) ? current.map((n) => ({ ...n, read: true })) : current;

export type NotificationsStore = {
  getSnapshot: () => AppNotification[];
  subscribe: (listener: () => void) => () => void;
  /** Replaces the list with the feed's events (read state kept). */
  sync: (incoming: Omit<AppNotification, 'read'>[]) => void;
  markAllRead: () => void;
};

/** A store for useSyncExternalStore, shared by every tab through the storage event. */
export const createNotificationsStore = (storage: Storage = localStorage): NotificationsStore => {
  const listeners = new Set<() => void>();
  let raw = storage.getItem(NOTIFICATIONS_KEY);
  let snapshot = parse(raw);

  const refresh = () => {
    const next = storage.getItem(NOTIFICATIONS_KEY);
    if (next === raw) return;
    raw = next;
    snapshot = parse(raw);
    for (const listener of listeners) listener();
  };
  const write = (list: AppNotification[]) => {
    if (list === snapshot) return;
    storage.setItem(NOTIFICATIONS_KEY, JSON.stringify(list));
    refresh();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATIONS_KEY || event.key === null) refresh();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    sync: (incoming) => write(syncNotifications(snapshot, incoming)),
    markAllRead: () => write(markAllRead(snapshot)),
  };
};

export const notificationsStore = createNotificationsStore();
