/**
 * Errors that mean "the database connection went away", not "the request was wrong": a backend terminated by
 * an administrator or a failover (SQLSTATE 57P01–57P03), a connection exception (class 08), a socket that
 * closed or was refused, or a pooled client that pg already marked unusable. The request that met one is
 * answered 503 (retryable); the process stays up and the pool opens fresh connections (issue #9, item 1).
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const LOST_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

const isLostHere = (error: ErrorLike) => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_ERRNOS.has(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return LOST_MESSAGES.some((known) => message.startsWith(known));
};

/** Walks the `cause` chain (Drizzle wraps driver errors in DrizzleQueryError). */
export const isConnectionLoss = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isLostHere(current as ErrorLike)) return true;
    current = (current as ErrorLike).cause;
  }
  return false;
};
