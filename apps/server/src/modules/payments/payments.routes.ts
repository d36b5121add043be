import { companyIdSchema, envelopeSchema, ORDER_ID_PATTERN, paymentNextActionSchema } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NICEPAY_RETURN_PATH, NICEPAY_WEBHOOK_PATH } from './nicepay-provider';
import type { PaymentsService } from './payments.service';
import { TEST_CHECKOUT_PATH } from './test-provider';

const paymentParams = z.object({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9_-]{1,60}$/, '결제 번호 형식이 올바르지 않습니다'),
});
const testActionBody = z.object({
  action: z.enum(['approve', 'decline', 'close'], '승인, 거절, 닫기 중 하나를 고르세요'),
  amount: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
});
const nicepayReturnBody = z.record(z.string(), z.string().max(2000));
/** NicePay's payment object; the provider verifies the fields it reads (nicepay-provider.ts verifyWebhook). */
const nicepayWebhookBody = z.record(z.string(), z.unknown());

/** Browser form posts (the test page, NicePay's return) arrive urlencoded; only this scope parses them. */
const registerFormRoutes = async (app: FastifyInstance, payments: PaymentsService) =>
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(`${TEST_CHECKOUT_PATH}/:paymentId`, {
      schema: { params: paymentParams, body: testActionBody },
      handler: async (request, reply) => {
        const { action, amount } = request.body;
        return reply.redirect(await payments.testAction(request.params.paymentId, action, amount), 303);
      },
    });
    api.post(NICEPAY_RETURN_PATH, {
      schema: { body: nicepayReturnBody },
      handler: async (request, reply) => reply.redirect(await payments.nicepayReturn(request.body), 303),
    });
  });

/**
 * Payments (decision 014): the test provider's card page and buttons, NicePay's return URL and webhook, and a
 * customer's retry.
 * The page and the return are reachable without a session on purpose (a payment company's browser redirect carries
 * none); what they can do is bound to the unguessable payment id and, for NicePay, the signed auth result.
 */
export const registerPaymentRoutes = async (app: FastifyInstance, payments: PaymentsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`${TEST_CHECKOUT_PATH}/:paymentId`, {
    schema: { params: paymentParams },
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await payments.testPage(request.params.paymentId)),
  });
  api.post('/api/store/companies/:companyId/orders/:orderId/pay', {
    schema: {
      params: z.object({ companyId: companyIdSchema, orderId: z.string().regex(ORDER_ID_PATTERN) }),
      response: { 200: envelopeSchema(paymentNextActionSchema) },
    },
    handler: async (request) => ({
      isSuccess: true,
      data: await payments.retry(request.customer, request.params.companyId, request.params.orderId),
    }),
  });
  // NicePay acknowledges a webhook only on 200 with the body "OK"; anything else is delivered again later.
  api.post(NICEPAY_WEBHOOK_PATH, {
    schema: { body: nicepayWebhookBody },
    handler: async (request, reply) => {
      await payments.nicepayWebhook(request.body);
      return reply.header('content-type', 'text/plain; charset=utf-8').send('OK');
    },
  });
  await registerFormRoutes(app, payments);
};
