import { maskEmails, maskPhones } from './redact';

// Errors in the log (docs/operations.md#logs): a failed query names its SQL text and the database's error
// code, never the values it was given, and every text of an error goes through the same masking as any
// other log line (phone numbers, e-mail addresses).

/** What is written of an error: its kind, masked message and stack, code and status, and its cause. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError | unknown;
  [detail: string]: unknown;
}

// Fields of a database error (pg's DatabaseError, PGlite's) that name where it happened, never a value.
// `detail` ("Key (phone)=(98…) already exists"), `where` and `internalQuery` can carry values: left out.
const DATABASE_FIELDS = [
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'position',
] as const;

const mask = (text: string) => maskEmails(maskPhones(text));

/** A query error of Drizzle: `Failed query: {sql}\nparams: {values}`, with the values as `params`. */
function isQueryError(error: object): error is Error & { query: string; params: unknown } {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

/**
 * Pino's `err` serialiser: the error without query values, its texts masked. It takes any value, since
 * callers log what they caught (a string, null, a plain object) and a serialiser that throws loses the
 * line and stops its caller (issue 40: the outbox worker stopped inside its own log call).
 */
export function serializeError(error: unknown): LoggedError {
  if (typeof error === 'object' && error !== null) return serializeObject(error, 0);
  const message = typeof error === 'string' ? error : String(error);
  return { type: typeof error, message: mask(message), stack: '' };
}

function serializeCause(cause: unknown, depth: number): unknown {
  if (typeof cause === 'string') return mask(cause);
  if (typeof cause !== 'object' || cause === null) return cause;
  return serializeObject(cause, depth);
}

function serializeObject(error: object, depth: number): LoggedError {
  const source = error as Error & Record<string, unknown>;
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  const message = isQueryError(source) ? `Failed query: ${source.query}` : rawMessage;
  const logged: LoggedError = {
    type: source.constructor?.name ?? 'Error',
    message: mask(message),
    stack: '',
  };
  if (typeof source.stack === 'string') {
    // The stack starts with the message; a query error's would repeat the values.
    const stack =
      rawMessage && source.stack.includes(rawMessage)
        ? source.stack.replace(rawMessage, message)
        : source.stack;
    logged.stack = mask(stack);
  }
  if (typeof source.code === 'string' || typeof source.code === 'number') logged.code = String(source.code);
  if (typeof source.statusCode === 'number') logged.statusCode = source.statusCode;
  for (const field of DATABASE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (source.cause !== undefined && depth < 3) {
    logged.cause = serializeCause(source.cause, depth + 1);
  }
  return logged;
}
