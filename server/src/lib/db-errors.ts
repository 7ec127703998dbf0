type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The PostgreSQL error in `error`'s cause chain (Drizzle wraps the driver's; pg and PGlite both carry `code`). */
const postgresError = (error: unknown): DriverError | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
};

/** The unique index a failed insert or update ran into, or null for any other failure. */
export const violatedUniqueIndex = (error: unknown): string | null => {
  const found = postgresError(error);
  if (found?.code !== '23505') return null;
  if (typeof found.constraint === 'string') return found.constraint;
  const match = typeof found.message === 'string' ? /constraint "([^"]+)"/.exec(found.message) : null;
  return match?.[1] ?? 'unknown';
};

/**
 * PostgreSQL's class 22, data exception: a value the column cannot hold (an integer past 2^31 - 1,
 * a string past a varchar, an impossible date). The input was wrong, whatever the schema let through.
 */
export const isDataException = (error: unknown): boolean => {
  const code = postgresError(error)?.code;
  return typeof code === 'string' && code.startsWith('22');
};

/** PostgreSQL's unique_violation, as raised by node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const index = violatedUniqueIndex(error);
  return index !== null && (constraint === undefined || index === constraint);
};

/**
 * PostgreSQL cancelled the statement at `statement_timeout` (DB_STATEMENT_TIMEOUT_MS): the query,
 * not the database, was the trouble, so the answer asks for a narrower search.
 */
export const isStatementTimeout = (error: unknown): boolean => postgresError(error)?.code === '57014';

/** Socket failures of the connection to PostgreSQL, as Node raises them (also inside AggregateError). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres and its pool say when a connection cannot be had or breaks mid-query. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  // A graceful shutdown closed the pool while requests whose client had gone were still running.
  'Cannot use a pool after calling end on the pool',
];

const unavailableItself = (candidate: { code?: unknown; message?: unknown }): boolean => {
  const { code, message } = candidate;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE 08xxx connection exception, 57P01-57P03 shutdown or starting up, 53300 too many connections.
    if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
};

/**
 * The database cannot be reached right now (down, restarting, network cut, pool exhausted past its
 * connect timeout): a temporary state worth a 503, unlike a failing query. Walks Drizzle's `cause`
 * and the `errors` of an AggregateError (Node tries each address of a host name).
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (unavailableItself(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
};
