import {
  pathOf,
  type Operation,
  type OperationAnswer,
  type OperationInput,
} from '@hub/contract/operation';
import { readAccessToken } from './auth-storage';

/** The spec's fallback rejection when an answer carries no body. */
export const FALLBACK_ERROR = 'Something went wrong';

const BASE_URL = '/api';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

let onUnauthorized: () => void = () => undefined;

/** The auth provider registers its logout here: a 401 on an authenticated call ends the session. */
export const setUnauthorizedHandler = (handler: () => void): void => {
  onUnauthorized = handler;
};

/** The server's code for a change that needs the password (or a code) again (re-authentication). */
export const REAUTH_REQUIRED = 'reauth_required';

let onReauthRequired: () => Promise<boolean> = () => Promise.resolve(false);

/**
 * The dashboard registers its "Confirme sua senha" dialog here: a change refused for an old proof
 * waits for it and is sent again once the identity is confirmed (true), else fails as it was.
 */
export const setReauthHandler = (handler: () => Promise<boolean>): void => {
  onReauthRequired = handler;
};

const asksReauth = (status: number, data: unknown): boolean =>
  status === 403 &&
  typeof data === 'object' &&
  data !== null &&
  'code' in data &&
  data.code === REAUTH_REQUIRED;

export const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  return `${BASE_URL}${path}${qs ? `?${qs}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The one client of the API: base /api, Bearer header from local storage, JSON in and out.
 * A failure rejects with the answer's body, or with 'Something went wrong' when there is none.
 */
export const request = async <T>(
  method: string,
  path: string,
  options: RequestOptions = {},
  reauthenticated = false,
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw FALLBACK_ERROR;
  }
  const data = await readBody(response);
  if (!response.ok) {
    // Only the session that was sent and refused ends; a wrong password at login is a 401 too,
    // and a call sent before a new token replaced its own (a password change) leaves the new one.
    if (response.status === 401 && token && token === readAccessToken()) onUnauthorized();
    if (!reauthenticated && asksReauth(response.status, data) && (await onReauthRequired()))
      return request<T>(method, path, options, true);
    throw data ?? FALLBACK_ERROR;
  }
  return data as T;
};

/**
 * What a call of the operation sends: its declared parameters, query and body, and for an
 * upload (it consumes multipart) the form holding the file as its body.
 */
export type CallInput<Op extends Operation> = OperationInput<Op> &
  (Op extends { consumes: readonly (infer Type)[] }
    ? 'multipart/form-data' extends Type
      ? { body: FormData }
      : unknown
    : unknown);

/**
 * Calls one operation of the contract: its method and path come from the declaration, the
 * parameters, query and body are the ones it declares, and the answer is its success type.
 */
export const call = <Op extends Operation>(
  operation: Op,
  input: CallInput<Op>,
  signal?: AbortSignal,
): Promise<OperationAnswer<Op>> => {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return request(operation.method, pathOf(operation, params), { query, body, signal });
};

/** What a person reads when the answer said nothing: the server was not reached, or failed. */
export const NO_ANSWER_MESSAGE =
  'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.';

/**
 * The person-readable text of whatever the client rejected with. The spec's bare rejection
 * ('Something went wrong') is read in Portuguese, like every other text on screen.
 */
export const errorMessage = (error: unknown, fallback: string = NO_ANSWER_MESSAGE): string => {
  if (error === FALLBACK_ERROR) return NO_ANSWER_MESSAGE;
  if (typeof error === 'string' && error) return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
};

/** The HTTP status of a refusal the client rejected with, when the answer said it. */
export const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number'
    ? error.statusCode
    : undefined;

/** Field errors of a 400 answer, keyed by the field's path. */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const result: Record<string, string> = {};
  if (
    typeof error !== 'object' ||
    error === null ||
    !('issues' in error) ||
    !Array.isArray(error.issues)
  )
    return result;
  for (const issue of error.issues as unknown[]) {
    if (typeof issue === 'object' && issue !== null && 'path' in issue && 'message' in issue) {
      result[String(issue.path)] = String(issue.message);
    }
  }
  return result;
};
