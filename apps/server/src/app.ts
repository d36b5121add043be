import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { MAX_BODY_BYTES } from '@jumun/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { type Database, MIGRATIONS_DIR } from './db/client';
import { createMigrationCheck } from './db/migration-status';
import { serializerCompiler } from './lib/documented-response';
import { createFieldCipher } from './lib/field-cipher';
import type { Secrets } from './lib/secrets';
import { createAdministratorService } from './modules/administrators';
import { createAuditService } from './modules/audit';
import {
  createAuthServices,
  createCredentialFailures,
  createIdTokenService,
  createSmsProvider,
  registerAuthRoutes,
} from './modules/auth';
import { createCatalogueService } from './modules/catalogue';
import { createCompanyExistsCheck, createCompanyService } from './modules/company';
import {
  createCustomerIdTokenService,
  createCustomerSessionGate,
  registerCustomerModule,
} from './modules/customers';
import { createDocumentsService, registerDocumentRoutes } from './modules/documents';
import { createImagesService, registerImageRoutes } from './modules/images';
import {
  createKakaoJoinService,
  createKakaoProvider,
  createKakaoTemplatesService,
  registerKakaoJoinRoutes,
  registerKakaoTemplateRoutes,
} from './modules/kakao-join';
import {
  companyRolesOf,
  createInvitationSender,
  createMembershipExits,
  createMembersService,
  createSessionResolver,
  registerMembersRoutes,
  upsertMember,
} from './modules/members';
import { createMyAccountService, registerMyAccountRoutes } from './modules/my-account';
import { createNotifier, type Notifier, registerNotificationsModule } from './modules/notifications';
import { registerOrdersModule } from './modules/orders';
import { nicepayPageOrigins, registerPaymentsModule } from './modules/payments';
import { createRealtimeHub, createRealtimeService, registerRealtimeRoutes } from './modules/realtime';
import { registerRuntimeConfigRoute } from './modules/runtime-config';
import {
  createDeviceGate,
  createDevicesService,
  createLoginTokensService,
  createNotificationLoginLinks,
  registerAccountSessionRoutes,
  registerDeviceRoutes,
  registerLoginTokenRoutes,
} from './modules/sign-in-links';
import { createStampCouponsService, registerStampCouponRoutes } from './modules/stamp-coupons';
import {
  createStatisticsService,
  registerStatisticsRoutes,
  startStatisticsWarmer,
} from './modules/statistics';
import { createSuperAdminService, registerSuperAdminRoutes } from './modules/super-admin';
import { createWaybillsService, registerWaybillRoutes } from './modules/waybills';
import { registerApiHeaders } from './plugins/api-headers';
import { authSessionPlugin } from './plugins/auth-session';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerJsonBodyParser } from './plugins/json-body';
import {
  createMetrics,
  type Metrics,
  registerMetricsRoutes,
  registerOutboxGauge,
  registerStateGauges,
} from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { countNotificationSends, countSmsSends } from './plugins/send-metrics';
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
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  // NicePay's payment window runs its script, frames, forms and calls on our pages: allowed only when it takes payments.
  const paymentOrigins = env.paymentProvider === 'nicepay' ? nicepayPageOrigins(env.NICEPAY_JS_SDK_URL) : [];
  await app.register(helmet, {
    // HSTS and upgrade-insecure-requests only make sense behind TLS; the default serves plain http on localhost.
    hsts: env.NODE_ENV === 'production',
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paymentOrigins],
        frameSrc: ["'self'", ...paymentOrigins],
        formAction: ["'self'", ...paymentOrigins],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The order board's alert chime is generated on the device and played from a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: [
          "'self'",
          ...(env.PUBLIC_API_BASE_URL ? [env.PUBLIC_API_BASE_URL] : []),
          ...paymentOrigins,
        ],
      },
    },
  });
  registerApiHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

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
    sessions,
    isDeviceActive: deviceGate.isActive,
  });

  const companies = createCompanyService(database.db, cipher);
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

  const smsProvider = countSmsSends(createSmsProvider(env, app.log), metrics);
  const auth = createAuthServices({
    env,
    db: database.db,
    cipher,
    idTokens,
    now,
    logger: app.log,
    smsProvider,
    forgetAccess: (uid) => sessions.forget(uid),
    addOwner: upsertMember,
  });
  registerAuthRoutes(app, auth);
  const customerArea = registerCustomerModule(app, {
    env,
    db: database.db,
    cipher,
    accounts: auth.accounts,
    smsProvider,
    customerIdTokens,
    forgetSessions: customerSessions.forget,
    now,
    logger: app.log,
  });
  const credentialFailures = createCredentialFailures({ db: database.db, now, logger: app.log });
  await registerLoginTokenRoutes(
    app,
    createLoginTokensService({
      db: database.db,
      cipher,
      accounts: auth.accounts,
      customerTokens: customerArea.auth.tokens,
      failures: credentialFailures,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  );
  registerAccountSessionRoutes(app, {
    db: database.db,
    cipher,
    now,
    forgetAccess: (uid) => sessions.forget(uid),
  });
  const kakaoProvider = createKakaoProvider(env, app.log);
  registerKakaoJoinRoutes(
    app,
    createKakaoJoinService({
      db: database.db,
      provider: kakaoProvider,
      allowedCountries: env.smsAllowedCountries,
    }),
  );
  await registerKakaoTemplateRoutes(
    app,
    createKakaoTemplatesService({
      provider: kakaoProvider,
      senderKeyOf: async (companyId) => (await companies.getForSystem(companyId)).kakaoInfo.securedSenderKey,
      now,
    }),
  );
  await registerDeviceRoutes(
    app,
    createDevicesService({
      db: database.db,
      cipher,
      idTokens,
      gate: deviceGate,
      failures: credentialFailures,
      now,
      logger: app.log,
    }),
  );
  const payments = await registerPaymentsModule(app, {
    env,
    db: database.db,
    companies,
    now,
    logger: app.log,
  });
  const notifier = countNotificationSends(
    deps.notifier ?? createNotifier({ env, smsProvider, logger: app.log }),
    metrics,
  );
  const notifications = await registerNotificationsModule(app, {
    env,
    db: database.db,
    cipher,
    companies,
    smsProvider,
    now,
    logger: app.log,
    notifier,
    loginLinkOf: env.PUBLIC_WEB_URL
      ? createNotificationLoginLinks({ db: database.db, cipher, baseUrl: env.PUBLIC_WEB_URL, now })
      : undefined,
  });
  registerOutboxGauge(metrics, notifications.pendingCount);
  const orders = await registerOrdersModule(app, {
    db: database.db,
    cipher,
    companies,
    rewards: customerArea.rewards,
    payments: { start: payments.start, refund: payments.refund },
    notifications,
    now,
    logger: app.log,
    escalationEveryMs: env.ESCALATION_CHECK_MS,
  });
  await registerWaybillRoutes(
    app,
    createWaybillsService({
      db: database.db,
      cipher,
      notifications,
      parcels: orders.parcels,
      companyOf: (companyId) => companies.getForSystem(companyId),
      now,
    }),
  );
  const statistics = createStatisticsService({
    db: database.db,
    notifications,
    companyOf: (companyId) => companies.getForSystem(companyId),
    now,
  });
  await registerStatisticsRoutes(app, statistics);
  const statisticsWarmer = startStatisticsWarmer(statistics, app.log, env.STATISTICS_WARM_MS);
  app.addHook('onClose', () => statisticsWarmer.stop());
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
  const audit = createAuditService(database.db, cipher);
  const members = createMembersService({
    db: database.db,
    cipher,
    sessions,
    sendInvitation: createInvitationSender({
      sms: smsProvider,
      notifier,
      kakaoOf: async (companyId) => (await companies.getForSystem(companyId)).kakaoInfo,
    }),
    allowedCountries: env.smsAllowedCountries,
    invitationsPerHour: env.INVITATION_HOURLY_CAP,
    now,
  });
  await registerMembersRoutes(app, { members, audit });
  const exits = createMembershipExits({ db: database.db, sessions, now });
  registerMyAccountRoutes(app, {
    exits,
    account: createMyAccountService({
      db: database.db,
      cipher,
      codes: auth.smsLogin,
      exits,
      sessions,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  });
  registerSuperAdminRoutes(app, {
    audit,
    superAdmin: createSuperAdminService({
      db: database.db,
      cipher,
      accounts: auth.accounts,
      sessions,
      allowedCountries: env.smsAllowedCountries,
      now,
    }),
  });
  await registerStampCouponRoutes(app, createStampCouponsService(database.db, now));
  await registerImageRoutes(app, { images: createImagesService(env.uploadDir) });

  await registerWebApp(app, { webDistDir: env.WEB_DIST_DIR });

  app.decorate('services', {
    documents,
    companies,
    hub,
    idTokens,
    customerIdTokens,
    cipher,
    orders,
    sessions,
    members,
    statistics,
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
  orders: Awaited<ReturnType<typeof registerOrdersModule>>;
  sessions: ReturnType<typeof createSessionResolver>;
  members: ReturnType<typeof createMembersService>;
  statistics: ReturnType<typeof createStatisticsService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Other modules add their metrics to `app.metrics.registry` (e.g. the outbox depth). */
    metrics: Metrics;
    services: AppServices;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
