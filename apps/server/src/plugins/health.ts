import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/**
 * `/healthz`: the process is alive (a load balancer restarts it otherwise). `/readyz`: it can serve — the database
 * answers, this build's migrations are applied, realtime is listening, and it is not shutting down; 503
 * otherwise, so a load balancer sends traffic elsewhere. Neither is logged or rate limited.
 */
export const registerHealthRoutes = (
  app: FastifyInstance,
  deps: { database: Database; isMigrated: () => Promise<boolean>; isShuttingDown: () => boolean },
) => {
  const quiet = { logLevel: 'silent' as const, config: { rateLimit: false } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const [database, migrations] = await Promise.all(
      [deps.database.ping(), deps.isMigrated()].map((check) =>
        withTimeout(check as Promise<unknown>, CHECK_TIMEOUT_MS).then(
          (value) => value !== false,
          () => false,
        ),
      ),
    );
    const checks = {
      database,
      migrations,
      listen: deps.database.isListening(),
      accepting: !deps.isShuttingDown(),
    };
    const isReady = Object.values(checks).every(Boolean);
    return reply.status(isReady ? 200 : 503).send({ status: isReady ? 'ready' : 'not ready', checks });
  });
};
