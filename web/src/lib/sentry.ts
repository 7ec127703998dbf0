import * as Sentry from '@sentry/react';

/** The spec's sampling: every trace, 10% of sessions replayed, every session with an error replayed. */
export const SENTRY_SAMPLING = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

export const initSentry = (dsn: string): void => {
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...SENTRY_SAMPLING,
  });
};

export const captureError = (error: unknown): void => {
  Sentry.captureException(error);
};
