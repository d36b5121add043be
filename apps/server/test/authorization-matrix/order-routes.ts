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

/** Where a setup order is placed: the company, the one product ordered and what it costs there. */
type Shop = { companyId: string; productId: string; payable: number };
/** Company A's seeded 아메리카노 (4,500원). */
const SHOP_A = (c: MatrixContext): Shop => ({
  companyId: c.companyA,
  productId: `p_${c.companyA}_001`,
  payable: 4500,
});
/** Company B's menu product made for the matrix (the product factory's 4,000원 after discount). */
const SHOP_B = (c: MatrixContext): Shop => ({
  companyId: c.companyB,
  productId: c.menuProductB,
  payable: 4000,
});

const draftOf = (shop: Shop, paymentMethod = 'onsite') => ({
  orderType: 'takeout',
  paymentMethod,
  items: [{ productId: shop.productId, quantity: 1, selection: {} }],
});

/** Each company opens around the clock once per context, so orders can be placed whatever the real time is. */
const opened = new WeakMap<MatrixContext, Map<string, Promise<void>>>();
const openAllDay = (c: MatrixContext, companyId: string) => {
  const ofContext = opened.get(c) ?? new Map<string, Promise<void>>();
  opened.set(c, ofContext);
  let done = ofContext.get(companyId);
  if (!done) {
    done = (async () => {
      const company = await c.read(`/api/document/admin/company/${companyId}?companyId=`);
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
    ofContext.set(companyId, done);
  }
  return done;
};

const placeBody = (shop: Shop, paymentMethod = 'onsite') => ({
  companyId: shop.companyId,
  order: draftOf(shop, paymentMethod),
  expectedPayableAmount: shop.payable,
  clientSnapshot: { pointRemaining: 0, stampRemaining: 0 },
});

/** Places an order as a customer (setup), at company A unless another shop is given; returns its id and next action. */
const placeAs = async (
  c: MatrixContext,
  persona: Persona,
  paymentMethod = 'onsite',
  shop: Shop = SHOP_A(c),
) => {
  await openAllDay(c, shop.companyId);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/order/place',
    headers: { ...c.headersOf[persona], 'idempotency-key': crypto.randomUUID() },
    payload: placeBody(shop, paymentMethod),
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
/** An order of company B placed by customer A (setup): what company B's 대표, 매니저 and 직원 work on. */
const orderOfB = async (c: MatrixContext) => (await placeAs(c, 'customerA', 'onsite', SHOP_B(c))).id;

const adminOrderProbes: Probe[] = [
  {
    name: 'one order of company A',
    allow: OWNERS_A,
    request: async (c) =>
      get(`/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}`),
  },
  {
    name: 'one order of company B (직원 included)',
    allow: MEMBERS_B,
    request: async (c) => get(`/api/admin/companies/${c.companyB}/orders/${await orderOfB(c)}`),
  },
];
const adminNotificationProbes: Probe[] = [
  {
    name: 'what the customer of an order of company A was told',
    allow: OWNERS_A,
    request: async (c) =>
      get(`/api/admin/companies/${c.companyA}/orders/${(await placeAs(c, 'customerA')).id}/notifications`),
  },
  {
    name: 'what the customer of an order of company B was told (직원 included)',
    allow: MEMBERS_B,
    request: async (c) => get(`/api/admin/companies/${c.companyB}/orders/${await orderOfB(c)}/notifications`),
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
      request: (c) => post(`/api/store/companies/${c.companyA}/quote`, { order: draftOf(SHOP_A(c)) }),
    },
  ],
  'POST /api/order/place': [
    {
      name: 'place an order at company A',
      allow: CUSTOMERS,
      request: async (c) => {
        await openAllDay(c, c.companyA);
        return withKey(post('/api/order/place', placeBody(SHOP_A(c))));
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
    {
      name: 'accept an order of company B on the order board (직원 included)',
      allow: MEMBERS_B,
      request: async (c) =>
        withKey(
          post(`/api/admin/companies/${c.companyB}/orders/${await orderOfB(c)}/status`, {
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
    {
      name: 'an open order board of company B reports in (직원 included)',
      allow: MEMBERS_B,
      request: (c) => post(`/api/admin/companies/${c.companyB}/order-board/heartbeat`, {}),
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
    {
      name: 'confirm the on-site payment of an order of company B (직원 included)',
      allow: MEMBERS_B,
      request: async (c) =>
        withKey(
          post(`/api/admin/companies/${c.companyB}/orders/${await orderOfB(c)}/confirm-payment`, {
            method: 'cash',
          }),
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
