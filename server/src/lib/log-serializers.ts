import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The call frames of a stack, without its first lines (the error's message). */
const framesOf = (stack: string | undefined): string =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * An error as the log keeps it. A failed query keeps its SQL and its cause, not its parameters
 * (Drizzle writes them into the message and the stack): they carry password hashes, token
 * digests, emails and CPFs, and a database outage would log one of each per request.
 */
export const errorForLog = (error: Error): LoggedError => {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error);
  return {
    type: 'DrizzleQueryError',
    message: 'Failed query',
    stack: `DrizzleQueryError: Failed query\n${framesOf(error.stack)}`,
    query: error.query,
    cause: error.cause instanceof Error ? errorForLog(error.cause) : undefined,
  };
};

/**
 * Why the start failed, in one line for the console: a failed query says its cause (the database's
 * own message, such as 'duplicate key value violates unique constraint …') and the start of its
 * SQL, never the values it was sent (a password hash, the demo data's names and emails).
 */
export const startupFailure = (error: unknown): string => {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? startupFailure(error.cause) : 'causa desconhecida';
    const query = error.query.replace(/\s+/g, ' ').slice(0, 120);
    return `${cause} (consulta: ${query}${error.query.length > 120 ? '…' : ''})`;
  }
  return error instanceof Error ? error.message : String(error);
};
