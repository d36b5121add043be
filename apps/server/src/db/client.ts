import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_PACKAGE_DIR } from '../lib/server-package-dir';
import { ResilientPool } from './resilient-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs on: the database, or the caller's transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Subscribe to a NOTIFY channel; resolves to an unsubscribe function. `onGap` runs when notifications
   * may have been missed (the LISTEN connection dropped), so the subscriber can resynchronise its clients.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** Resolves when the database answers a trivial query (readiness). */
  ping: () => Promise<void>;
  /** Is the LISTEN side connected, so commits reach this process's realtime clients? */
  isListening: () => boolean;
  /** PostgreSQL pool occupancy (metrics); absent for the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database only: a consistent snapshot (gzip tarball) taken while it runs (backups). */
  snapshot?: () => Promise<Buffer>;
};

export const MIGRATIONS_DIR = path.join(SERVER_PACKAGE_DIR, 'src/db/migrations');
export const CASING = 'snake_case' as const;

type PostgresOptions = {
  poolSize?: number;
  /** Where connection-level failures go (a dropped idle connection, a lost LISTEN connection). */
  onError?: (error: Error, context: string) => void;
  /** How long each pool checkout waited, in seconds (metrics). */
  onPoolAcquire?: (seconds: number) => void;
};

const LISTENER_RETRY_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

export const openPostgres = async (url: string, options: PostgresOptions = {}): Promise<Database> => {
  // Without an 'error' listener, an idle pooled connection killed by the server (restart, admin
  // command) is an uncaught exception that takes the whole process down.
  const onError =
    options.onError ?? ((error, context) => console.error(`[postgres] ${context}:`, error.message));
  const pool = new ResilientPool(
    {
      connectionString: url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request (503) instead of queueing it for ever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Statements a caller issues without waiting for the previous one's answer go out at once and share a round
      // trip (order placement, decision 048); a caller that awaits each statement sees no difference.
      pipeline: true,
    },
    (error) => onError(error, 'connection lost while in use'),
    options.onPoolAcquire,
  );
  pool.on('error', (error) => onError(error, 'idle connection lost'));
  const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
  await migratePg(drizzlePg(pool, { casing: CASING }), { migrationsFolder: MIGRATIONS_DIR });

  // LISTEN needs one connection of its own for the life of the process; when it drops, reconnect and
  // LISTEN again on every channel that still has handlers, so realtime survives a database restart.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<() => void>();
  let listener: Promise<pg.Client> | undefined;
  let isListenerUp = false;
  let isClosed = false;
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const handle of handlers.get(msg.channel) ?? []) handle(msg.payload ?? '');
    });
    let isLost = false;
    // pg reports one lost connection more than once (the server's FATAL, then the socket closing).
    client.on('error', (error) => {
      if (isLost) return;
      isLost = true;
      isListenerUp = false;
      onError(error, 'LISTEN connection lost');
      listener = undefined;
      for (const handleGap of gapHandlers) handleGap();
      if (!isClosed) setTimeout(() => void reconnect(), LISTENER_RETRY_MS).unref();
    });
    await client.connect();
    for (const [channel, set] of handlers)
      if (set.size > 0) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    isListenerUp = !isLost;
    return client;
  };
  const getListener = () => {
    listener ??= connectListener().catch((error: Error) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };
  const reconnect = async () => {
    if (isClosed || listener) return;
    try {
      await getListener();
    } catch (error) {
      onError(error as Error, 'LISTEN reconnect failed');
      if (!isClosed) setTimeout(() => void reconnect(), LISTENER_RETRY_MS).unref();
    }
  };

  return {
    db,
    driver: 'postgres',
    listen: async (channel, onPayload, onGap) => {
      const set = handlers.get(channel) ?? new Set();
      const isFirst = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      if (onGap) gapHandlers.add(onGap);
      const client = await getListener();
      if (isFirst) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    close: async () => {
      isClosed = true;
      isListenerUp = false;
      const client = await listener?.catch(() => undefined);
      await client?.end();
      await pool.end();
    },
    ping: async () => {
      await pool.query('select 1');
    },
    // No channel listened to yet means nothing to miss.
    isListening: () => isListenerUp || handlers.size === 0,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

export const openDatabase = (options: {
  databaseUrl?: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  dataDir: string;
  pgliteSharedBuffers?: string;
  onPoolAcquire?: (seconds: number) => void;
}): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, { poolSize: options.poolSize, onPoolAcquire: options.onPoolAcquire })
    : import('./pglite').then(({ openPglite }) =>
        openPglite(options.dataDir, { sharedBuffers: options.pgliteSharedBuffers }),
      );
