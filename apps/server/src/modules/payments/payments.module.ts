import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { CompanyService } from '../company';
import { createNicepayProvider } from './nicepay-provider';
import { registerPaymentRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createTestProvider } from './test-provider';

/** Builds the payment providers from the environment (PAYMENT_PROVIDER, NICEPAY_*) and registers the routes. */
export const registerPaymentsModule = async (
  app: FastifyInstance,
  deps: { env: Env; db: Db; companies: CompanyService; now: () => number; logger: FastifyBaseLogger },
) => {
  const { env } = deps;
  const test = createTestProvider();
  const nicepay = createNicepayProvider({
    apiUrl: env.NICEPAY_API_URL,
    clientId: env.NICEPAY_CLIENT_ID,
    secretKey: env.NICEPAY_SECRET_KEY,
    returnBaseUrl: env.PUBLIC_API_BASE_URL,
    sdkUrl: env.NICEPAY_JS_SDK_URL,
  });
  if (env.paymentProvider === 'nicepay' && (!env.NICEPAY_CLIENT_ID || !env.NICEPAY_SECRET_KEY)) {
    deps.logger.warn(
      'PAYMENT_PROVIDER=nicepay without NICEPAY_CLIENT_ID / NICEPAY_SECRET_KEY: card payments will fail',
    );
  }
  const payments = createPaymentsService({
    db: deps.db,
    companies: deps.companies,
    provider: env.paymentProvider === 'nicepay' ? nicepay : test,
    test,
    nicepay,
    now: deps.now,
    logger: deps.logger,
  });
  await registerPaymentRoutes(app, payments);
  return payments;
};
