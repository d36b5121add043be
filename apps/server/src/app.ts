import { MAX_BODY_BYTES } from '@jumun/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './composition/app-context';
import { registerHttpSecurity } from './composition/http-security';
import { composeOrderingArea } from './composition/ordering-area';
import { composeSignInArea } from './composition/sign-in-area';
import { composeStaffArea } from './composition/staff-area';
import type { Env } from './config/env';
import { type Database, MIGRATIONS_DIR } from './db/client';
import { createMigrationCheck } from './db/migration-status';
import { serializerCompiler } from './lib/documented-response';
import { createFieldCipher } from './lib/field-cipher';
import type { Secrets } from './lib/secrets';
import { createAdministratorService } from './modules/administrators';
import { createIdTokenService, createSmsProvider } from './modules/auth';
import { createCatalogueService, liveCatalogueIds } from './modules/catalogue';
import { createCompanyExistsCheck, createCompanyService } from './modules/company';
import { createCustomerIdTokenService, createCustomerSessionGate } from './modules/customers';
import { createDocumentsService, registerDocumentRoutes } from './modules/documents';
import { createImagesService, registerImageRoutes } from './modules/images';
import { companyRolesOf, createSessionResolver } from './modules/members';
import type { Notifier } from './modules/notifications';
import { createRealtimeHub, createRealtimeService, registerRealtimeRoutes } from './modules/realtime';
import { publicRuntimeConfig, registerRuntimeConfigRoute } from './modules/runtime-config';
import { createDeviceGate, createLinkSignInScope } from './modules/sign-in-links';
import { createStampCouponsService, registerStampCouponRoutes } from './modules/stamp-coupons';
import { apiAnswerHeaders } from './plugins/api-headers';
import { authSessionPlugin } from './plugins/auth-session';
import { createFrameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerJsonBodyParser } from './plugins/json-body';
import { createMetrics, type Metrics, registerMetricsRoutes, registerStateGauges } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { countSmsSends } from './plugins/send-metrics';
import { registerWebApp } from './plugins/web-app';

export type AppDeps = {
  env: Env;
  database: Database;
  secrets: Secrets;
  /** Overrides for tests (fake clock, fake SMS gateway). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** The process's metrics registry (server.ts shares it with the database pool); a fresh one otherwise. */
  metrics?: Metrics;
  /** Customer notifications' sender; default from NOTIFY_PROVIDER (tests point one at a fake gateway). */
  notifier?: Notifier;
};

const isMigrated = createMigrationCheck(MIGRATIONS_DIR);

/** How often Node checks open requests against the headers and request timeouts: a quarter of the shorter, ≤ 1 s. */
const connectionSweepMs = (env: Env) =>
  Math.max(25, Math.min(1_000, Math.floor(Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS) / 4)));

/**
 * Order matters: error handling and security headers first, then the session (every /api route sees
 * request.session), then the modules, then the SPA fallback for everything that is not /api.
 */
export const buildApp = async (deps: AppDeps) => {
  const { env, database, secrets } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: MAX_BODY_BYTES,
    // A client that sends headers and then nothing (or a body at a trickle) is cut off (issue 9).
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // A socket silent this long is closed (SSE streams send a heartbeat every 15 s, so they stay).
    connectionTimeout: env.IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      // Node enforces the headers and request timeouts only when it sweeps its connections, every 30 s by default:
      // a slow-header client would then hold its socket up to 30 s past the timeout. Sweep at least every second.
      connectionsCheckingInterval: connectionSweepMs(env),
    },
    trustProxy: env.trustProxy,
    frameworkErrors: createFrameworkErrorAnswer(apiAnswerHeaders({ hsts: env.NODE_ENV === 'production' })),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await registerHttpSecurity(app, env);

  await registerOpenApi(app);

  const now = deps.now ?? Date.now;
  const cipher = createFieldCipher(secrets.dataKey, secrets.hashKey);
  const idTokens = createIdTokenService(secrets.jwtSecret, now);
  const customerIdTokens = createCustomerIdTokenService(secrets.jwtSecret, now);
  const deviceGate = createDeviceGate({ db: database.db, now });
  const sessions = createSessionResolver(database.db, now);
  const customerSessions = createCustomerSessionGate({ db: database.db, now });
  await app.register(authSessionPlugin, {
    idTokens,
    customerIdTokens,
    customerSessions,
    companyOfCustomerSignIn: createLinkSignInScope({ db: database.db }),
    sessions,
    isDeviceActive: deviceGate.isActive,
  });

  const companies = createCompanyService(database.db, cipher, liveCatalogueIds);
  app.decorate('companyExists', createCompanyExistsCheck(database.db, now));
  const documents = createDocumentsService({
    catalogue: createCatalogueService(database.db),
    companies,
    administrators: createAdministratorService(database.db, cipher, (uid) =>
      companyRolesOf(database.db, uid),
    ),
  });
  const metrics = deps.metrics ?? createMetrics();
  const hub = await createRealtimeHub(database, {
    onFanOut: (seconds) => metrics.realtimeFanOut.observe(seconds),
  });
  // Before the HTTP server waits for open connections: SSE streams would otherwise hold the shutdown for ever.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    await hub.close();
  });
  registerStateGauges(metrics, { sseStreams: hub.subscriberCount, pool: database.poolStats });
  registerMetricsRoutes(app, metrics, env.METRICS_TOKEN);
  registerHealthRoutes(app, {
    database,
    isMigrated: () => isMigrated(database.db),
    isShuttingDown: () => isClosing,
  });

  const ctx: AppContext = {
    env,
    db: database.db,
    cipher,
    now,
    metrics,
    idTokens,
    sessions,
    companies,
    smsProvider: countSmsSends(createSmsProvider(env, app.log), metrics),
  };
  const signIn = await composeSignInArea(app, ctx, { customerIdTokens, customerSessions, deviceGate });
  const ordering = await composeOrderingArea(app, ctx, { rewards: signIn.rewards, notifier: deps.notifier });
  registerDocumentRoutes(app, documents);
  registerRealtimeRoutes(
    app,
    createRealtimeService({
      hub,
      companies,
      now,
      anonymousStreamMs: env.SSE_ANONYMOUS_STREAM_MS,
      resolveSession: sessions.resolve,
      isDeviceActive: deviceGate.isActive,
      isCustomerSessionLive: customerSessions.isLive,
    }),
    {
      perClientIp: env.SSE_MAX_PER_IP,
      perCompany: env.SSE_MAX_PER_COMPANY,
    },
  );
  registerRuntimeConfigRoute(app, env);
  const { members } = await composeStaffArea(app, ctx, { auth: signIn.auth, notifier: ordering.notifier });
  await registerStampCouponRoutes(app, createStampCouponsService(database.db, now));
  await registerImageRoutes(app, { images: createImagesService(env.uploadDir) });

  // Every page carries the runtime configuration, so the SPA starts without waiting for it, and the storefront its
  // first reads' preloads (decision 037).
  await registerWebApp(app, {
    webDistDir: env.WEB_DIST_DIR,
    runtimeConfig: publicRuntimeConfig(env),
    apiBaseUrl: env.PUBLIC_API_BASE_URL,
  });

  app.decorate('services', {
    documents,
    companies,
    hub,
    idTokens,
    customerIdTokens,
    cipher,
    orders: ordering.orders,
    sessions,
    members,
    statistics: ordering.statistics,
  });
  app.decorate('metrics', metrics);
  return app;
};

export type AppServices = {
  documents: ReturnType<typeof createDocumentsService>;
  companies: ReturnType<typeof createCompanyService>;
  hub: Awaited<ReturnType<typeof createRealtimeHub>>;
  idTokens: ReturnType<typeof createIdTokenService>;
  customerIdTokens: ReturnType<typeof createCustomerIdTokenService>;
  cipher: ReturnType<typeof createFieldCipher>;
  orders: Awaited<ReturnType<typeof composeOrderingArea>>['orders'];
  sessions: ReturnType<typeof createSessionResolver>;
  members: Awaited<ReturnType<typeof composeStaffArea>>['members'];
  statistics: Awaited<ReturnType<typeof composeOrderingArea>>['statistics'];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Other modules add their metrics to `app.metrics.registry` (e.g. the outbox depth). */
    metrics: Metrics;
    services: AppServices;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
