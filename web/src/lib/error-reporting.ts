/**
 * Sentry runs only when VITE_SENTRY_DSN is set, and is then loaded as a separate chunk, so an
 * installation without it downloads none of its code.
 */
const dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN;

type SentryModule = typeof import('./sentry');
let sentry: Promise<SentryModule> | undefined;

const loadSentry = (): Promise<SentryModule> | undefined => {
  if (!dsn) return undefined;
  sentry ??= import('./sentry').then((module) => {
    module.initSentry(dsn);
    return module;
  });
  return sentry;
};

export const startErrorReporting = (): void => {
  void loadSentry();
};

export const reportError = (error: unknown): void => {
  void loadSentry()?.then((module) => module.captureError(error));
};
