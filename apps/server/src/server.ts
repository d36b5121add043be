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
import { seedDemoData } from './seed/demo-seed';

/**
 * The database, migrated and (with SEED_DEMO) seeded. A first start's seed leaves its garbage behind: JavaScript
 * objects, which one full collection returns, and, on the embedded database, WASM memory that never shrinks while
 * the instance lives; so PGlite is closed and opened again after a first seed, and a new shop's idle server is
 * as small as a restarted one (issue #17, decision 031).
 */
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
  const isFirstSeed = await seedDemoData(database.db, createFieldCipher(secrets.dataKey, secrets.hashKey));
  if (!isFirstSeed || database.driver !== 'pglite') {
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

try {
  await start(loadEnv());
} catch (error) {
  for (const line of explain(error)) console.error(line);
  if (wantsStackTraces()) console.error(error);
  process.exit(1);
}
