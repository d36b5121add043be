import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { AppError, MAX_BODY_BYTES } from '@jumun/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { createFieldCipher } from './lib/field-cipher';
import type { Secrets } from './lib/secrets';
import { createAdministratorService } from './modules/administrators';
import { createAuthServices, createIdTokenService, registerAuthRoutes } from './modules/auth';
import { createCatalogueService } from './modules/catalogue';
import { createCompanyService } from './modules/company';
import { createDocumentsService, registerDocumentRoutes } from './modules/documents';
import { createImagesService, registerImageRoutes } from './modules/images';
import { createRealtimeHub, createRealtimeService, registerRealtimeRoutes } from './modules/realtime';
import { registerRuntimeConfigRoute } from './modules/runtime-config';
import { createStampCouponsService, registerStampCouponRoutes } from './modules/stamp-coupons';
import { registerApiHeaders } from './plugins/api-headers';
import { authSessionPlugin } from './plugins/auth-session';
import { registerErrorHandler } from './plugins/error-handler';

export type AppDeps = {
  env: Env;
  database: Database;
  secrets: Secrets;
  /** Overrides for tests (fake clock, fake SMS gateway). */
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
};

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Order matters: error handling and security headers first, then the session (every /api route sees
 * request.session), then the modules, then the SPA fallback for everything that is not /api.
 */
export const buildApp = async (deps: AppDeps) => {
  const { env, database, secrets } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: env.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    // HSTS and upgrade-insecure-requests only make sense behind TLS; the default serves plain http on localhost.
    hsts: env.NODE_ENV === 'production',
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...(env.PUBLIC_API_BASE_URL ? [env.PUBLIC_API_BASE_URL] : [])],
      },
    },
  });
  registerApiHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  const now = deps.now ?? Date.now;
  const cipher = createFieldCipher(secrets.dataKey, secrets.hashKey);
  const idTokens = createIdTokenService(secrets.jwtSecret, now);
  await app.register(authSessionPlugin, { idTokens });

  const companies = createCompanyService(database.db, cipher);
  const documents = createDocumentsService({
    catalogue: createCatalogueService(database.db),
    companies,
    administrators: createAdministratorService(database.db, cipher),
  });
  const hub = await createRealtimeHub(database);
  app.addHook('onClose', async () => hub.close());

  registerAuthRoutes(
    app,
    createAuthServices({ env, db: database.db, cipher, idTokens, now, logger: app.log }),
  );
  registerDocumentRoutes(app, documents);
  registerRealtimeRoutes(app, createRealtimeService({ hub, companies, now }));
  registerRuntimeConfigRoute(app, env);
  await registerStampCouponRoutes(app, createStampCouponsService(database.db, now));
  await registerImageRoutes(app, { images: createImagesService(env.uploadDir) });

  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const noCache = filePath.endsWith('index.html') || filePath.includes(`${path.sep}builds${path.sep}`);
        res.header('cache-control', noCache ? 'no-store' : 'public, max-age=31536000, immutable');
      },
    });
  }

  // Unknown /api paths get the JSON envelope; every other GET is a client-side route of the SPA.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      throw new AppError('NOT_FOUND', `요청한 경로를 찾을 수 없습니다: ${request.method} ${pathname}`);
    }
    return reply.header('cache-control', 'no-store').sendFile('index.html');
  });

  app.decorate('services', { documents, companies, hub, idTokens, cipher });
  return app;
};

export type AppServices = {
  documents: ReturnType<typeof createDocumentsService>;
  companies: ReturnType<typeof createCompanyService>;
  hub: Awaited<ReturnType<typeof createRealtimeHub>>;
  idTokens: ReturnType<typeof createIdTokenService>;
  cipher: ReturnType<typeof createFieldCipher>;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
