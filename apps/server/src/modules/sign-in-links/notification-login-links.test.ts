import { type LoginToken, NOTIFICATION_LINK_BUTTONS } from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  changeStatus,
  draft,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeOrder,
  SAMPLE,
} from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { loginTokens } from '../../db/schema';
import type { Notifier, OutgoingMessage } from '../notifications';
import { createNotificationLoginLinks } from './notification-login-links';

/**
 * Issue 15: the server puts a customer login link in the order and stamp messages it sends — one link per phone and
 * shop, reused while it has a week or more to live, stored like the shop's own links and signing in to that shop.
 */
const WEB = 'https://shop.example.kr';
const DAY = 24 * 60 * 60 * 1000;
const COMPANY = SAMPLE.companyId;
let t: TestApp;
let clock = OPEN_NOON;
let owner: SignedIn;
let customer: SignedIn;
const sent: OutgoingMessage[] = [];
const notifier: Notifier = {
  name: 'recording',
  send: async (message) => {
    sent.push(message);
    return { channel: 'sms', answer: 'ok' };
  },
};

beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock,
    notifier,
    env: { ...ORDER_TEST_ENV, OUTBOX_POLL_MS: '50', PUBLIC_WEB_URL: WEB },
  });
  owner = await signInWithPhone(t.app, '+821000000002');
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
}, 60_000);
afterAll(async () => t?.close());

/** The messages about an order (numbers restart every day, so only those sent since `since`). */
const messagesAbout = async (orderNumber: number, count: number, since = 0) => {
  for (let i = 0; i < 200; i += 1) {
    const about = sent.slice(since).filter((m) => m.text.includes(`주문번호 ${orderNumber}번`));
    if (about.length >= count) return about;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} messages about order ${orderNumber}`);
};
const tokenOf = (url: string | undefined) => url?.match(/\/token\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
const linksOfShop = async () =>
  (await t.app.inject({ url: `/api/admin/companies/${COMPANY}/login-tokens`, headers: owner.headers })).json()
    .data as LoginToken[];
const advance = async (ms: number) => {
  clock += ms;
  owner = await signInWithPhone(t.app, '+821000000002');
  customer = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
};

describe('login links in order and stamp messages', () => {
  let firstToken = '';

  it('carry a link that signs the customer in to the shop and opens the order, then the stamps', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    // The outbox sends a batch side by side, so each step waits for its own message before the next one: the order
    // of `sent` is then the order of the steps (accepted, ready, stamp; cooking sends nothing).
    for (const [from, to, messagesSoFar] of [
      ['waitingConfirm', 'ordered', 1],
      ['ordered', 'cooking', 1],
      ['cooking', 'ready', 2],
      ['ready', 'completed', 3],
    ] as const) {
      expect((await changeStatus(t.app, owner.headers, order.id, { from, to })).statusCode).toBe(200);
      await messagesAbout(order.orderNumber, messagesSoFar);
    }
    const [accepted, ready, stamp] = await messagesAbout(order.orderNumber, 3);

    expect(accepted?.link).toEqual({
      url: expect.stringMatching(new RegExp(`^${WEB}/token/[A-Za-z0-9_-]{43}/orders/${order.id}$`)),
      label: NOTIFICATION_LINK_BUTTONS.orderAccepted,
    });
    expect(ready?.link?.url).toMatch(/\/orders\//);
    expect(stamp?.link).toEqual({ url: expect.stringMatching(/\/rewards$/), label: '스탬프 확인' });
    firstToken = tokenOf(accepted?.link?.url);
    // One link for the phone at this shop, not one per message.
    expect(new Set([accepted, ready, stamp].map((m) => tokenOf(m?.link?.url)))).toEqual(
      new Set([firstToken]),
    );
    // The outbox keeps the text only: the link, a credential, is made when sending and never stored with it.
    expect(accepted?.text).not.toContain(firstToken);

    // Stored like the shop's links: a keyed hash to look up, the token itself only encrypted.
    const rows = await t.database.db.select().from(loginTokens).where(eq(loginTokens.companyId, COMPANY));
    expect(rows.filter((row) => row.createdByUid === 'notifications')).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(firstToken);
    const listed = (await linksOfShop()).filter((link) => link.isFromNotifications);
    expect(listed).toMatchObject([{ phoneSuffix: '0006', state: 'active', path: `/token/${firstToken}` }]);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/login-by-token',
      payload: { loginToken: firstToken },
    });
    expect(opened.json().data).toMatchObject({ companyId: COMPANY, phoneNumber: FRESH_CUSTOMER_PHONE });
  });

  it('keeps the link while it has a week left, then makes a new one; a revoked link is replaced at once', async () => {
    const next = async () => {
      const since = sent.length;
      const { order } = await placeOrder(t.app, customer.headers, draft());
      await changeStatus(t.app, owner.headers, order.id, { from: 'waitingConfirm', to: 'ordered' });
      const [message] = await messagesAbout(order.orderNumber, 1, since);
      return tokenOf(message?.link?.url);
    };
    await advance(22 * DAY); // 8 days left of 30
    expect(await next()).toBe(firstToken);
    await advance(2 * DAY); // 6 days left: a new link, good for another 30
    const renewed = await next();
    expect(renewed).not.toBe(firstToken);
    expect(renewed).toHaveLength(43);

    const link = (await linksOfShop()).find((l) => l.path === `/token/${renewed}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/login-tokens/${link?.id}/revoke`,
      headers: owner.headers,
    });
    const afterRevoke = await next();
    expect(afterRevoke).not.toBe(renewed);
    // An older message's link still works until it expires; the revoked one does not.
    const stateOf = async (token: string) =>
      (await linksOfShop()).find((l) => l.path === `/token/${token}`)?.state;
    expect(await stateOf(firstToken)).toBe('active');
    expect(await stateOf(renewed)).toBe('revoked');
    expect(await stateOf(afterRevoke)).toBe('active');
  });

  it('makes one link when several messages to one phone are sent at once', async () => {
    await t.database.db.execute(
      sql`update login_tokens set date_revoked = now() where created_by_uid = 'notifications'`,
    );
    const linkOf = createNotificationLoginLinks({
      db: t.database.db,
      cipher: t.app.services.cipher,
      baseUrl: WEB,
      now: () => clock,
    });
    const urls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        linkOf({ companyId: COMPANY, phone: '+821055550001', redirect: `orders/o${i}` }),
      ),
    );
    expect(new Set(urls.map(tokenOf)).size).toBe(1);
  });
});
