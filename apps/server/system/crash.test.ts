import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './api-client';
import {
  createPostgresDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  tempDir,
  testSecrets,
} from './server-process';
import { checkWrites, startWriteBurst } from './write-burst';

/**
 * Issue #9, item 2: crash tests with real server processes and real HTTP. Writers keep saving products and
 * batches (saveMany) while the server is killed (-9) or its PostgreSQL backends are terminated; afterwards
 * every acknowledged write is there and no batch is there in part.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});
const start = async (env: Record<string, string>) => {
  const server = await startServer(env);
  servers.push(server);
  return server;
};

describe('kill -9 during a burst of saves and saveMany', () => {
  it('loses no acknowledged write and leaves no half batch on the embedded database', async () => {
    const dataDir = tempDir('crash-pglite');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, ...testSecrets() };

    const first = await start(env);
    const auth = await signIn(first.base);
    const burst = startWriteBurst(first.base, auth);
    await burst.waitForAcks(40);
    first.child.kill('SIGKILL');
    await first.exited;
    const acked = await burst.stop();
    expect(acked.ackedBatches.length).toBeGreaterThan(0);

    // The lock file of the killed server is stale: the restart takes it over.
    const second = await start(env);
    expect(fs.existsSync(path.join(dataDir, 'pglite/PG_VERSION'))).toBe(true);
    const found = await checkWrites(second.base, auth, acked);
    expect(found.missingIds).toEqual([]);
    expect(found.missingBatches).toEqual([]);
    expect(found.halfBatches).toEqual([]);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('does the same on PostgreSQL', async () => {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, DATA_DIR: tempDir('crash-pg'), ...testSecrets() };

    const first = await start(env);
    const auth = await signIn(first.base);
    const burst = startWriteBurst(first.base, auth);
    await burst.waitForAcks(40);
    first.child.kill('SIGKILL');
    await first.exited;
    const acked = await burst.stop();

    const second = await start(env);
    const found = await checkWrites(second.base, auth, acked);
    expect(found).toMatchObject({ missingIds: [], missingBatches: [], halfBatches: [] });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL backends terminated during a burst', () => {
  it('keeps the server up, answers 200 or 503, keeps every acknowledged write and no half batch', async () => {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    cleanups.push(database.drop);
    const server = await start({
      DATABASE_URL: database.url,
      DATA_DIR: tempDir('terminate-pg'),
      ...testSecrets(),
    });
    const auth = await signIn(server.base);
    const killer = new pg.Client({ connectionString: database.url });
    await killer.connect();

    const burst = startWriteBurst(server.base, auth);
    for (let round = 1; round <= 4; round++) {
      await burst.waitForAcks(round * 25);
      await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
    }
    await burst.waitForAcks(125);
    const acked = await burst.stop();
    await killer.end();

    expect(server.isRunning()).toBe(true);
    expect(acked.networkErrors).toBe(0);
    expect(new Set(acked.statuses)).toEqual(new Set(acked.unavailable.length > 0 ? [200, 503] : [200]));
    for (const body of acked.unavailable) expect(body).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    const found = await checkWrites(server.base, auth, acked);
    expect(found).toMatchObject({ missingIds: [], missingBatches: [], halfBatches: [] });
  });
});
