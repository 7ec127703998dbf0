/// <reference types="vite/client" />

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Vite's env typing is an interface merge */
interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_CONTACT_FORM_URL?: string;
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
