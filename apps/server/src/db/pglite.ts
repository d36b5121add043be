import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_PACKAGE_DIR } from '../lib/server-package-dir';
import { CASING, type Database, type Db, MIGRATIONS_DIR } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { createPgliteArrayReader } from './pglite-reads';
import { registerArrayRowReader } from './prepared';
import * as schema from './schema';
import { snapshotPglite } from './snapshot';

/*
 * The embedded database. Kept apart from client.ts and imported only when no DATABASE_URL is set, so a
 * PostgreSQL deployment never loads PGlite's module and its WASM glue (issue #17: idle memory).
 */

export const wrapPglite = async (
  client: PGlite,
  options: { migrate: boolean; release?: () => void },
): Promise<Database> => {
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Db;
  registerArrayRowReader(client, createPgliteArrayReader(client));
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
