import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { loadSecrets } from './lib/secrets';
import { seedDemoData } from './seed/demo-seed';

/** Process entry: open the database (migrations run inside), seed, listen, and shut down cleanly. */
const env = loadEnv();
const secrets = loadSecrets(env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
const app = await buildApp({ env, database, secrets });
if (env.seedDemo) await seedDemoData(database.db, app.services.cipher);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `Jumun is serving on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT} (${database.driver})`,
);
