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
