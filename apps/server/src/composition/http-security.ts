import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import { nicepayPageOrigins } from '../modules/payments';
import { registerSecurityHeaders } from '../plugins/api-headers';

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
  await app.register(compress, { global: true, threshold: 1024 });
};
