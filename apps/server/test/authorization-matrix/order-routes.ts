import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { MatrixContext, Persona } from './context';
import {
  asHead,
  CUSTOMER_A,
  CUSTOMERS,
  DEMO,
  EVERYONE,
  get,
  MEMBERS_B,
  NOBODY,
  OWNERS_A,
  type Probe,
  post,
} from './probes';

const AMERICANO = (c: MatrixContext) => `p_${c.companyA}_001`;
const draftOf = (c: MatrixContext, paymentMethod = 'onsite') => ({
  orderType: 'takeout',
  paymentMethod,
  items: [{ productId: AMERICANO(c), quantity: 1, selection: {} }],
});

/** Company A opens around the clock once per context, so orders can be placed whatever the real time is. */
const opened = new WeakMap<MatrixContext, Promise<void>>();
const openAllDay = (c: MatrixContext) => {
  let done = opened.get(c);
  if (!done) {
    done = (async () => {
      const company = await c.read(`/api/document/admin/company/${c.companyA}?companyId=`);
      const hours = company.businessHours as Record<string, unknown>;
      const res = await c.app.inject({
        method: 'POST',
        url: '/api/document/admin/company',
        headers: c.headersOf.super,
        payload: {
          companyId: '',
          item: {
            ...company,
            businessHours: { ...hours, isOpen24Hours: true, isOpenYearRound: true, closureDates: [] },
          },
        },
      });
      if (res.statusCode !== 200) throw new Error(`setup hours: ${res.statusCode} ${res.body}`);
    })();
    opened.set(c, done);
  }
  return done;
};

const placeBody = (c: MatrixContext, paymentMethod = 'onsite') => ({
  companyId: c.companyA,
  order: draftOf(c, paymentMethod),
  expectedPayableAmount: 4500,
  clientSnapshot: { pointRemaining: 0, stampRemaining: 0 },
});

/** Places an order at company A as a customer (setup); returns its id and next action. */
const placeAs = async (c: MatrixContext, persona: Persona, paymentMethod = 'onsite') => {
  await openAllDay(c);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { ...c.headersOf[persona], 'idempotency-key': crypto.randomUUID() },
    payload: placeBody(c, paymentMethod),
  });
  if (res.statusCode !== 200) throw new Error(`setup order: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; nextAction: { type: string; url?: string } };
};

const withKey = (options: InjectOptions): InjectOptions => ({
  ...options,
  headers: {
    ...(options.headers as Record<string, string> | undefined),
    'idempotency-key': crypto.randomUUID(),
  },
});
const today = () => {
  const shifted = new Date(Date.now() + 9 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10).replaceAll('-', '');
};

const customerListProbes: Probe[] = [
  {
    name: 'own orders at company A',
    allow: CUSTOMERS,
    request: (c) => get(`/api/orders/listByDate?companyId=${c.companyA}&searchDate=${today()}`),
  },
];
const customerOrderProbes: Probe[] = [
  {
    name: "customer A's order",
    allow: CUSTOMER_A,
    request: async (c) =>
      get(`/api/store/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}`),
  },
];
const rewardsProbes: Probe[] = [
  {
    name: 'own rewards at company A',
    allow: CUSTOMERS,
    request: (c) => get(`/api/store/companies/${c.companyA}/me/rewards`),
  },
];
const adminListProbes: Probe[] = [
  {
    name: 'day list, company A',
    allow: OWNERS_A,
    request: (c) => get(`/api/orders/listByDateAdmin?companyId=${c.companyA}&searchDate=${today()}`),
  },
  {
    name: 'day list, company B',
    allow: MEMBERS_B,
    request: (c) => get(`/api/orders/listByDateAdmin?companyId=${c.companyB}&searchDate=${today()}`),
  },
  {
    name: 'day list, demo company',
    allow: DEMO,
    request: (c) => get(`/api/orders/listByDateAdmin?companyId=${c.demoCompany}&searchDate=${today()}`),
  },
];
const adminOrderProbes: Probe[] = [
  {
    name: 'one order of company A',
    allow: OWNERS_A,
    request: async (c) =>
      get(`/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}`),
  },
];
const adminNotificationProbes: Probe[] = [
  {
    name: 'what the customer of an order of company A was told',
    allow: OWNERS_A,
    request: async (c) =>
      get(`/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}/notifications`),
  },
];
const testPageProbes: Probe[] = [
  {
    name: 'the card page of a payment (bound to its unguessable id)',
    allow: EVERYONE,
    request: async (c) => get((await placeAs(c, 'customerB', 'card')).nextAction.url ?? ''),
  },
];

/** Ordering (issue 11, decision 014): customers reach only their own orders, administrators their companies'. */
export const ORDER_ROUTE_ROWS: Record<string, Probe[]> = {
  'POST /api/store/companies/:companyId/quote': [
    {
      name: 'quote a cart at company A',
      allow: EVERYONE,
      request: (c) => post(`/api/store/companies/${c.companyA}/quote`, { order: draftOf(c) }),
    },
  ],
  'POST /api/order/place': [
    {
      name: 'place an order at company A',
      allow: CUSTOMERS,
      request: async (c) => {
        await openAllDay(c);
        return withKey(post('/api/order/place', placeBody(c)));
      },
    },
  ],
  'GET /api/orders/listByDate': customerListProbes,
  'HEAD /api/orders/listByDate': asHead(customerListProbes),
  'GET /api/store/companies/:companyId/orders/:orderId': customerOrderProbes,
  'HEAD /api/store/companies/:companyId/orders/:orderId': asHead(customerOrderProbes),
  'POST /api/store/companies/:companyId/orders/:orderId/pay': [
    {
      name: "retry the card payment of customer A's order",
      allow: CUSTOMER_A,
      request: async (c) =>
        post(
          `/api/store/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA', 'card')).id}/pay`,
          {},
        ),
    },
  ],
  'GET /api/store/companies/:companyId/me/rewards': rewardsProbes,
  'HEAD /api/store/companies/:companyId/me/rewards': asHead(rewardsProbes),
  'GET /api/orders/listByDateAdmin': adminListProbes,
  'HEAD /api/orders/listByDateAdmin': asHead(adminListProbes),
  'GET /api/admin/companies/:companyId/orders/:orderId': adminOrderProbes,
  'HEAD /api/admin/companies/:companyId/orders/:orderId': asHead(adminOrderProbes),
  'GET /api/admin/companies/:companyId/orders/:orderId/notifications': adminNotificationProbes,
  'HEAD /api/admin/companies/:companyId/orders/:orderId/notifications': asHead(adminNotificationProbes),
  'POST /api/admin/companies/:companyId/orders/:orderId/status': [
    {
      name: 'accept an order of company A',
      allow: OWNERS_A,
      request: async (c) =>
        withKey(
          post(`/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}/status`, {
            from: 'waitingConfirm',
            to: 'ordered',
          }),
        ),
    },
  ],
  'POST /api/admin/companies/:companyId/order-board/heartbeat': [
    {
      name: 'an open order board of company A reports in',
      allow: OWNERS_A,
      request: (c) => post(`/api/admin/companies/${c.companyA}/order-board/heartbeat`, {}),
    },
  ],
  'POST /api/admin/companies/:companyId/order-pause': [
    {
      name: 'take online orders of company B again (the pause switch, 직원 included)',
      allow: MEMBERS_B,
      request: (c) => post(`/api/admin/companies/${c.companyB}/order-pause`, { until: null }),
    },
  ],
  'POST /api/admin/companies/:companyId/orders/:orderId/confirm-payment': [
    {
      name: 'confirm the on-site payment of an order of company A',
      allow: OWNERS_A,
      request: async (c) =>
        withKey(
          post(
            `/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerB')).id}/confirm-payment`,
            { method: 'cash' },
          ),
        ),
    },
  ],
  'GET /api/payments/test/checkout/:paymentId': testPageProbes,
  'HEAD /api/payments/test/checkout/:paymentId': asHead(testPageProbes),
  'POST /api/payments/test/checkout/:paymentId': [
    {
      name: 'press 닫기 on the card page (answers with a redirect to the store)',
      allow: EVERYONE,
      request: async (c) => ({
        method: 'POST',
        url: (await placeAs(c, 'customerB', 'card')).nextAction.url ?? '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=close',
      }),
    },
  ],
  'POST /api/payments/nicepay/return': [
    {
      name: 'a return for a payment that was never issued',
      allow: NOBODY,
      request: () => ({
        method: 'POST',
        url: '/api/payments/nicepay/return',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'authResultCode=0000&orderId=pay_unknown&amount=4500',
      }),
    },
  ],
  'POST /api/payments/nicepay/webhook': [
    {
      name: 'a webhook without NicePay’s signature (sessions do not matter: only the signature does)',
      allow: NOBODY,
      request: () => ({
        method: 'POST',
        url: '/api/payments/nicepay/webhook',
        payload: {
          tid: 'nicepay_forged',
          orderId: 'pay_unknown',
          amount: 4500,
          status: 'paid',
          signature: 'x',
        },
      }),
    },
  ],
  'GET /api/realtime/store/companies/:companyId/orders': [
    {
      name: "a customer's own order stream at company A",
      allow: CUSTOMERS,
      isStream: true,
      request: (c) => get(`/api/realtime/store/companies/${c.companyA}/orders`),
    },
  ],
};
