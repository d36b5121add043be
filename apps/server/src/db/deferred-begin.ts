import type pg from 'pg';

type Socket = { cork(): void; uncork(): void };

/** What Drizzle's transaction sends first: a plain `begin`, without options or parameters. */
const isPlainBegin = (args: readonly unknown[]) => {
  const [config, values, callback] = args;
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  const params = Array.isArray(values) ? values : (config as { values?: unknown } | null)?.values;
  return (
    typeof text === 'string' &&
    text.trim().toLowerCase() === 'begin' &&
    (!Array.isArray(params) || params.length === 0) &&
    typeof callback !== 'function' &&
    typeof values !== 'function'
  );
};

/** The answer PostgreSQL gives a `begin`, handed to the caller before it is sent. */
const BEGUN = { command: 'BEGIN', rowCount: null, oid: 0, rows: [], fields: [] };

/**
 * A transaction's `begin` travels with its first statement (decision 049). Drizzle's transaction sends `begin` and
 * waits for its answer before the work starts: one round trip, and one socket write that wakes the backend, for an
 * answer that carries nothing. Here the client answers a plain `begin` at once and sends it, in the same write, just
 * before the next statement; both are pipelined (db/client.ts), so the statement does not wait for the `begin`'s
 * answer either. Every transaction on PostgreSQL is one round trip shorter.
 *
 * The backend still sees `begin` first, so the transaction holds every statement it did before. A `begin` cannot
 * fail on its own (only with its connection, and then the statement behind it fails too), but if it ever did, the
 * statement's caller gets that error instead of its own answer, so no work is taken as done inside a transaction
 * that never started. `release` forgets a `begin` never followed by a statement.
 */
export const deferBegin = (client: pg.PoolClient) => {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let isBeginPending = false;
  const socketOf = () =>
    (client as unknown as { connection?: { stream?: Partial<Socket> } }).connection?.stream;

  client.query = ((...args: unknown[]) => {
    if (!isBeginPending) {
      if (!isPlainBegin(args)) return send(...args);
      isBeginPending = true;
      return Promise.resolve(BEGUN);
    }
    isBeginPending = false;
    const stream = socketOf();
    const canCork = typeof stream?.cork === 'function' && typeof stream.uncork === 'function';
    if (canCork) stream.cork?.();
    try {
      const begun = send('begin') as Promise<unknown>;
      const answer = send(...args);
      // Only promise-style statements follow Drizzle's `begin`; anything else is passed through as it came.
      if (!(answer instanceof Promise)) {
        begun.catch(() => undefined);
        return answer;
      }
      return Promise.all([begun, answer]).then(([, result]) => result);
    } finally {
      if (canCork) stream.uncork?.();
    }
  }) as pg.PoolClient['query'];

  return { forget: () => (isBeginPending = false) };
};
