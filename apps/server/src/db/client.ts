import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_PACKAGE_DIR } from '../lib/server-package-dir';
import { acquireDataDirLock } from './data-dir-lock';
import { ResilientPool } from './resilient-pool';
import * as schema from './schema';
import { snapshotPglite } from './snapshot';

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
const CASING = 'snake_case' as const;

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

export const wrapPglite = async (
  client: PGlite,
  options: { migrate: boolean; release?: () => void },
): Promise<Database> => {
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Db;
  if (options.migrate)
    await migratePglite(drizzlePglite(client, { casing: CASING }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      options.release?.();
    },
    ping: async () => {
      await client.query('select 1');
    },
    // NOTIFY and LISTEN run inside the one PGlite instance: nothing can disconnect them.
    isListening: () => !client.closed,
    snapshot: () => snapshotPglite(client),
  };
};

/**
 * PGlite's own defaults reserve shared_buffers = 128 MB inside the WASM heap, and PostgreSQL touches all of it
 * at start: about 110 MB of resident memory before the first query. A shop's catalogue is a few MB, so 16 MB
 * keeps it all cached; `PGLITE_SHARED_BUFFERS` trades memory for cache on larger data (docs/benchmarks.md).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Creating a new PGlite directory runs initdb in the process that asks for it, and leaves some 400 MB of WASM
 * memory resident there for good (WASM memory never shrinks). A short-lived child process does it instead, so
 * the server's footprint on a first start is that of any later start (issue #17).
 */
const initPgliteDir = async (dbDir: string) => {
  const script = `import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(${JSON.stringify(dbDir)}); await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SERVER_PACKAGE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`Could not create the embedded database in ${dbDir} (initdb exited ${code})`);
};

/** The embedded default: one PGlite data directory, guarded against a second process (stack-notes). */
export const openPglite = async (
  dataDir: string,
  options: { sharedBuffers?: string } = {},
): Promise<Database> => {
  const dbDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dbDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) await initPgliteDir(dbDir);
    const client = await PGlite.create(dbDir, {
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
      ],
    });
    return await wrapPglite(client, { migrate: true, release });
  } catch (error) {
    release();
    throw error;
  }
};

export const openDatabase = (options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteSharedBuffers?: string;
  onPoolAcquire?: (seconds: number) => void;
}): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, { onPoolAcquire: options.onPoolAcquire })
    : openPglite(options.dataDir, { sharedBuffers: options.pgliteSharedBuffers });
