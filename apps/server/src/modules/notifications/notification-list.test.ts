import crypto from 'node:crypto';
import type { CompanyNotification, NotificationPage } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { draft, OPEN_NOON, placeOrder } from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import type { Notifier, OutgoingMessage } from './notifier';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const BASE = `/api/admin/companies/${COMPANY}/notifications`;

/** A provider that refuses while `isDown`, and records what it accepted. */
const switchableNotifier = () => {
  const sent: OutgoingMessage[] = [];
  const state = { isDown: false };
  const notifier: Notifier = {
    name: 'switchable',
    send: async (message) => {
      if (state.isDown) throw new Error('Aligo Alimtalk refused: -99 발신 프로필 없음');
      sent.push(message);
      return { channel: 'alimtalk', answer: '0 성공적으로 전송요청 하였습니다.' };
    },
  };
  return { notifier, sent, state };
};

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('the company notifications list', () => {
  let t: TestApp;
  let clock = OPEN_NOON;
  const provider = switchableNotifier();
  let customer: SignedIn;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, notifier: provider.notifier, env: { OUTBOX_POLL_MS: '50' } });
    customer = await signInAsCustomer(t.app, '+821000000005');
    owner = await signInWithPhone(t.app, '+821000000002');
  });
  afterAll(async () => t.close());

  const accept = async (orderId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/orders/${orderId}/status`,
      headers: { ...owner.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { from: 'waitingConfirm', to: 'ordered', prepMinutes: 10 },
    });
    expect(res.statusCode).toBe(200);
  };
  const list = async (query = '', headers = owner.headers): Promise<NotificationPage> => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const resend = (id: string, headers = owner.headers) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${id}/resend`, headers });
  const messageOf = async (id: string): Promise<CompanyNotification | undefined> =>
    (await list('?limit=200')).items.find((item) => item.id === id);

  /** Accepts a new order while the provider refuses, and runs the clock through every retry until it gives up. */
  const failedMessage = async () => {
    provider.state.isDown = true;
    const { order } = await placeOrder(t.app, customer.headers, draft());
    await accept(order.id);
    const mine = async () => (await list('?limit=200')).items.find((item) => item.orderId === order.id);
    let waitedFor = 0;
    await waitFor(async () => {
      const item = await mine();
      if (item?.state === 'failed') return true;
      // Past this attempt's backoff (10 s · 2ⁿ), once per attempt, so sign-ins do not expire meanwhile.
      if (item?.state === 'queued' && item.attempts > waitedFor) {
        waitedFor = item.attempts;
        clock += 10_000 * 2 ** (item.attempts - 1) + 1_000;
      }
      return false;
    }, 'the message to fail for good');
    provider.state.isDown = false;
    return (await mine()) as CompanyNotification;
  };

  it('lists every message of the company newest first, phone masked, filtered by state and paged back', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    await accept(order.id);
    await waitFor(async () => (await list('?state=sent')).items.some((i) => i.orderId === order.id), 'sent');

    const failed = await failedMessage();
    expect(failed).toMatchObject({
      event: 'orderAccepted',
      state: 'failed',
      phone: '010-****-0005',
      attempts: 6,
      providerAnswer: 'Aligo Alimtalk refused: -99 발신 프로필 없음',
    });
    expect(failed.message).toContain('주문이 접수되었습니다');

    const all = await list();
    expect(all.items[0]?.id).toBe(failed.id);
    const ids = all.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list('?state=failed')).items.map((item) => item.id)).toEqual([failed.id]);
    const sent = (await list('?state=sent')).items;
    expect(sent.find((item) => item.orderId === order.id)).toMatchObject({
      state: 'sent',
      channel: 'alimtalk',
      providerAnswer: '0 성공적으로 전송요청 하였습니다.',
    });
    expect(sent.every((item) => item.state === 'sent' && item.dateSent !== null)).toBe(true);

    const first = await list('?limit=1');
    expect(first.nextBeforeId).toBe(failed.id);
    const second = await list(`?limit=1&beforeId=${first.nextBeforeId}`);
    expect(Number(second.items[0]?.id)).toBeLessThan(Number(failed.id));

    const bad = await t.app.inject({ method: 'GET', url: `${BASE}?state=lost`, headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('상태는 queued, sent, failed 중 하나여야 합니다');
  });

  it('re-sends a failed message once, refuses a sent one, and records who did it', async () => {
    const failed = await failedMessage();
    const sentBefore = provider.sent.length;

    const [first, second] = await Promise.all([resend(failed.id), resend(failed.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // One tap queues it; the other waits on the row lock and answers the state it then finds, which the outbox may
    // already have moved on (it is woken by the queueing), so only one answer is fixed.
    const states = [first.json().data.state, second.json().data.state];
    expect(states).toContain('queued');
    expect(['queued', 'sending', 'sent']).toEqual(expect.arrayContaining(states));
    await waitFor(async () => (await messageOf(failed.id))?.state === 'sent', 'the re-send');
    const after = await messageOf(failed.id);
    expect(after).toMatchObject({ state: 'sent', attempts: 7, channel: 'alimtalk' });
    expect(provider.sent.length - sentBefore).toBe(1);

    const again = await resend(failed.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 보낸 알림입니다');

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${COMPANY}/audit?kind=notification`,
      headers: owner.headers,
    });
    const rows = audit.json().data as { entityId: string; action: string; summary: string }[];
    expect(rows.filter((row) => row.entityId === failed.id)).toEqual([
      expect.objectContaining({ action: 'resent', summary: '010-****-0005' }),
    ]);
  });

  it("answers another company's message as not found, and refuses an id that is not a number", async () => {
    const failed = await failedMessage();
    const stranger = await t.bearer({ uid: 'owner-elsewhere', companyIds: ['coElsewhere'] });
    expect((await resend(failed.id, stranger)).statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/coJumunSample/notifications/999999999/resend`,
      headers: owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    const bad = await resend('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('알림 번호 형식이 올바르지 않습니다');
    expect((await messageOf(failed.id))?.state).toBe('failed');
  });
});
