import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const CASING = 'snake_case' as const;

export const openPostgres = async (url: string, poolSize = 10): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
  await migratePg(drizzlePg(pool, { casing: CASING }), { migrationsFolder: MIGRATIONS_DIR });
  // LISTEN needs one connection of its own that stays open for the life of the process.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    driver: 'postgres',
    listen: async (channel, onPayload) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (msg) => {
          for (const handle of handlers.get(msg.channel) ?? []) handle(msg.payload ?? '');
        });
      }
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      set.add(onPayload);
      handlers.set(channel, set);
      return async () => {
        set.delete(onPayload);
      };
    },
    close: async () => {
      await listener?.end();
      await pool.end();
    },
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
  };
};

/** The embedded default: one PGlite data directory, guarded against a second process (stack-notes). */
export const openPglite = async (dataDir: string): Promise<Database> => {
  const dbDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dbDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  const client = await PGlite.create(dbDir);
  return wrapPglite(client, { migrate: true, release });
};

export const openDatabase = (options: { databaseUrl?: string; dataDir: string }): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
