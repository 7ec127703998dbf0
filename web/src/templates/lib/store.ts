import { useSyncExternalStore } from 'react';

/**
 * A tiny in-memory store: the template pages keep what the visitor does (cart, new products,
 * messages, cards moved) for the session, with no server behind them.
 */
export const createStore = <T>(initial: T) => {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => state,
    set: (next: T | ((current: T) => T)) => {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => state),
  };
};
