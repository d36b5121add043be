import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, configLine } from './config/config-error';
import { type Env, loadEnv, wantsStackTraces } from './config/env';
import { type Database, openDatabase } from './db/client';
import { isConnectionLoss } from './db/connection-loss';
import { answerSnapshotRequests } from './db/snapshot';
import { createFieldCipher } from './lib/field-cipher';
import { releaseMemory } from './lib/release-memory';
import { loadSecrets, type Secrets } from './lib/secrets';
import { createMetrics, type Metrics } from './plugins/metrics';
import { isDemoSeeded, seedDemoData } from './seed/demo-seed';

/**
 * A first start's seed leaves its garbage behind: JavaScript objects, native buffers the allocator keeps, and, on
 * the embedded database, WASM memory that never shrinks while the instance lives. So a first start seeds where
 * the garbage cannot stay: on PostgreSQL in a short-lived child process (this file with JUMUN_SEED_ONLY=1), on
 * PGlite in an instance that is closed and opened again afterwards (PGlite allows one process per DATA_DIR). A new
 * shop's idle server is then as small as a restarted one (issue #17, decision 031).
 */
const SEED_ONLY = process.env.JUMUN_SEED_ONLY === '1';

/** The compiled server can start itself again; under the dev loader (--watch) the seed stays in-process. */
const canSeedInChild = () => import.meta.url.endsWith('.js') && !process.execArgv.includes('--watch');

const seedInChild = async () => {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, JUMUN_SEED_ONLY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the demo seed exited with ${code}`);
};

/** The database, migrated and (with SEED_DEMO) seeded. */
const openSeededDatabase = async (env: Env, secrets: Secrets, metrics: Metrics): Promise<Database> => {
  const open = () =>
    openDatabase({
      databaseUrl: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      dataDir: env.dataDir,
      pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
      onPoolAcquire: (seconds) => metrics.poolAcquire.observe(seconds),
    });
  const database = await open();
  if (!env.seedDemo) return database;
  if (
    !SEED_ONLY &&
    database.driver === 'postgres' &&
    canSeedInChild() &&
    !(await isDemoSeeded(database.db))
  ) {
    await seedInChild();
    return database;
  }
  const isFirstSeed = await seedDemoData(database.db, createFieldCipher(secrets.dataKey, secrets.hashKey));
  if (!isFirstSeed || database.driver !== 'pglite' || SEED_ONLY) {
    releaseMemory();
    return database;
  }
  await database.close();
  releaseMemory();
  return open();
};

/**
 * Process entry: open the database (migrations run inside) and seed it, build the app, listen, and shut down
 * gracefully: stop accepting, tell SSE clients to reconnect, finish in-flight requests (at most
 * SHUTDOWN_TIMEOUT_MS), close the database, exit.
 */
const start = async (env: Env) => {
  const secrets = loadSecrets(env);
  const metrics = createMetrics();
  let database: Database;
  try {
    database = await openSeededDatabase(env, secrets, metrics);
  } catch (error) {
    if (env.DATABASE_URL && isConnectionLoss(error)) {
      const host = new URL(env.DATABASE_URL).host;
      let cause = error as Error;
      while (cause.cause instanceof Error) cause = cause.cause;
      throw new ConfigError([
        configLine('DATABASE_URL', `no PostgreSQL answers at ${host} (${cause.message})`),
      ]);
    }
    throw error;
  }
  const app = await buildApp({ env, database, secrets, metrics });
  const { snapshot } = database;
  if (snapshot) answerSnapshotRequests(env.dataDir, snapshot, app.log);

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.warn(`in-flight requests still open after ${env.SHUTDOWN_TIMEOUT_MS} ms: closing them`);
      app.server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    await app.close();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError([configLine('PORT', `${env.PORT} is already in use on ${env.HOST}`)]);
    throw error;
  }
  app.log.info(
    `Jumun is serving on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (${database.driver})`,
  );
};

/** A start-up failure is one line per problem on stderr and exit 1; the stack only at LOG_LEVEL=debug. */
const explain = (error: unknown) => {
  if (error instanceof ConfigError) return error.lines;
  const message = error instanceof Error ? error.message : String(error);
  return [`Start-up error: ${message.split('\n')[0]}`];
};

/** The child of seedInChild: migrate and seed, then exit. */
const seedOnly = async (env: Env) => {
  const database = await openSeededDatabase(env, loadSecrets(env), createMetrics());
  await database.close();
  process.exit(0);
};

try {
  await (SEED_ONLY ? seedOnly : start)(loadEnv());
} catch (error) {
  for (const line of explain(error)) console.error(line);
  if (wantsStackTraces()) console.error(error);
  process.exit(1);
}
