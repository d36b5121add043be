import type { Tx } from './client';

type Socket = { cork(): void; uncork(): void };

/** The socket under a node-postgres transaction (Drizzle's session → pg client → connection); none on PGlite. */
const socketOf = (tx: Tx): Socket | undefined => {
  const stream = (tx as unknown as { session?: { client?: { connection?: { stream?: Partial<Socket> } } } })
    .session?.client?.connection?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function'
    ? (stream as Socket)
    : undefined;
};

/**
 * Issues statements that do not need each other's answers as one write to the database, and settles them together
 * (decision 048). On PostgreSQL the pool's connections pipeline (db/client.ts), so each statement is written as soon as
 * it is issued; the socket is corked while `issue` runs, so they leave in one packet and the server reads them in one
 * go. What saves the time is fewer system calls and wake-ups on both sides, not the round trip: on this machine a
 * placement is CPU-bound. PGlite runs them one after another, as if awaited in turn.
 *
 * `issue` must start its statements synchronously, as the repositories' prepared statements do: a Drizzle builder or
 * `tx.execute(sql)` sends nothing until it is awaited (call its `.execute()`). The statements run in the order issued,
 * and a failed one aborts the transaction for those behind it, so callers read the settled results in that order and
 * throw the first failure.
 */
export const sendTogether = <T extends readonly unknown[] | []>(tx: Tx, issue: () => T) => {
  const socket = socketOf(tx);
  socket?.cork();
  try {
    return Promise.allSettled(issue());
  } finally {
    socket?.uncork();
  }
};

/** A settled statement's value, or its error thrown. */
export const settledValue = <T>(settled: PromiseSettledResult<T>): T => {
  if (settled.status === 'rejected') throw settled.reason;
  return settled.value;
};
