import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * The app's toasts (notistack's enqueueSnackbar and closeSnackbar) without notistack in the first
 * load: the toaster loads with the first toast and shows it once mounted. The key is given here,
 * so a toast can be closed before the toaster is in.
 */
type Toaster = {
  enqueue: (message: SnackbarMessage, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key?: SnackbarKey) => void;
};

let toaster: Toaster | null = null;
let requested = false;
let lastKey = 0;
const waiting = new Map<SnackbarKey, [SnackbarMessage, OptionsObject & { key: SnackbarKey }]>();
const listeners = new Set<() => void>();

export const enqueueSnackbar = (
  message: SnackbarMessage,
  options: OptionsObject = {},
): SnackbarKey => {
  lastKey += 1;
  const keyed = { ...options, key: options.key ?? `toast-${lastKey}` };
  if (toaster) toaster.enqueue(message, keyed);
  else {
    waiting.set(keyed.key, [message, keyed]);
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  }
  return keyed.key;
};

/** Closes one toast, or every toast without a key. */
export const closeSnackbar = (key?: SnackbarKey): void => {
  if (toaster) toaster.close(key);
  else if (key === undefined) waiting.clear();
  else waiting.delete(key);
};

/** For the toaster's host: whether a toast has been asked for yet. */
export const toastRequests = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  requested: () => requested,
};

/** The mounted toaster takes over: the toasts asked for while it loaded show now. */
export const attachToaster = (mounted: Toaster): (() => void) => {
  toaster = mounted;
  for (const [message, options] of waiting.values()) mounted.enqueue(message, options);
  waiting.clear();
  return () => {
    if (toaster === mounted) toaster = null;
  };
};
