import crypto from 'node:crypto';
import type { Approval, PaymentProvider } from './payment-provider';

export const TEST_CHECKOUT_PATH = '/api/payments/test/checkout';

/**
 * The built-in `test` provider (PAYMENT_PROVIDER=test, the default outside production): a card page served by this
 * server with 승인 / 거절 / 닫기, like a payment company's test mode. No card data is asked for or stored.
 */
export const createTestProvider = (): PaymentProvider & { approve: (amount: number) => Approval } => ({
  name: 'test',
  nextAction: (attempt) => ({
    type: 'redirect',
    provider: 'test',
    url: `${TEST_CHECKOUT_PATH}/${attempt.paymentId}`,
  }),
  approve: (amount) => ({
    ok: true,
    tid: `test_${crypto.randomBytes(9).toString('base64url')}`,
    amount,
    cardName: '테스트카드',
    raw: { simulated: true },
  }),
  cancel: async ({ tid }) => ({ ok: true, raw: { simulated: true, tid } }),
});
