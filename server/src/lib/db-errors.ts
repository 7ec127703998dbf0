/** The unique index a failed insert or update ran into, or null for any other failure. */
export const violatedUniqueIndex = (error: unknown): string | null => {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; pg and PGlite both carry code 23505.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match =
        typeof candidate.message === 'string'
          ? /constraint "([^"]+)"/.exec(candidate.message)
          : null;
      return match?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
};

/** PostgreSQL's unique_violation, as raised by node-postgres and PGlite (possibly wrapped by Drizzle). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const index = violatedUniqueIndex(error);
  return index !== null && (constraint === undefined || index === constraint);
};

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
