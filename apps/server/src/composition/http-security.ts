import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import { nicepayPageOrigins } from '../modules/payments';
import { registerSecurityHeaders } from '../plugins/api-headers';
import { pageScriptHashes } from '../plugins/inline-script-hashes';
import { resolveWebDistDir } from '../plugins/web-app';

/** Security headers (CSP per payment provider), the API's own headers and compression, before any route. */
export const registerHttpSecurity = async (app: FastifyInstance, env: Env) => {
  // NicePay's payment window runs its script, frames, forms and calls on our pages: allowed only when it takes payments.
  const paymentOrigins = env.paymentProvider === 'nicepay' ? nicepayPageOrigins(env.NICEPAY_JS_SDK_URL) : [];
  registerSecurityHeaders(app, {
    // HSTS and upgrade-insecure-requests only make sense behind TLS; the default serves plain http on localhost.
    hsts: env.NODE_ENV === 'production',
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
        defaultSrc: ["'self'"],
        // The page's own inline script (the colour scheme before the first paint) by its hash, nothing else inline.
        scriptSrc: ["'self'", ...pageScriptHashes(resolveWebDistDir(env.WEB_DIST_DIR)), ...paymentOrigins],
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
  await app.register(compress, { global: true, threshold: 1024 });
};
