import crypto from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type OrderNotification, renderOrderNotification } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildCouponDefinitionInput } from '../../../test/factories/coupon-definition';
import { draft, OPEN_NOON, placeOrder } from '../../../test/factories/order';
import { aligoEnv, type FakeAligoGateway, startFakeAligoGateway } from '../../../test/fakes/aligo-gateway';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { createAligoNotifier, createConsoleNotifier, type Notifier, type OutgoingMessage } from './notifier';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;

/** A notifier that records what it was asked to send and can be told to fail the next calls. */
const recordingNotifier = () => {
  const sent: OutgoingMessage[] = [];
  let failures = 0;
  const notifier: Notifier = {
    name: 'recording',
    send: async (message) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('gateway down');
      }
      sent.push(message);
      return { channel: 'sms', answer: 'ok' };
    },
  };
  return { notifier, sent, failNext: (count: number) => (failures = count) };
};

const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('order notifications through the outbox', () => {
  let t: TestApp;
  let clock = OPEN_NOON;
  const recorder = recordingNotifier();
  let customer: SignedIn;
  let owner: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, notifier: recorder.notifier, env: { OUTBOX_POLL_MS: '50' } });
    customer = await signInAsCustomer(t.app, '+821000000005');
    owner = await signInWithPhone(t.app, '+821000000002');
  });
  afterAll(async () => t.close());

  const change = (orderId: string, body: object, key = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/orders/${orderId}/status`,
      headers: { ...owner.headers, 'idempotency-key': key },
      payload: body,
    });
  const notificationsOf = async (orderId: string): Promise<OrderNotification[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/companies/${COMPANY}/orders/${orderId}/notifications`,
        headers: owner.headers,
      })
    ).json().data;

  it('tells the customer the order was accepted with its ready time, once, even when the tap is retried', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    const key = crypto.randomUUID();
    const body = { from: 'waitingConfirm', to: 'ordered', prepMinutes: 15 };
    expect((await change(order.id, body, key)).statusCode).toBe(200);
    expect((await change(order.id, body, key)).statusCode).toBe(200);

    await waitFor(
      async () => (await notificationsOf(order.id))[0]?.state === 'sent',
      'the message to be sent',
    );
    const mine = recorder.sent.filter((message) => message.text.includes(`주문번호 ${order.orderNumber}번`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      to: '+821000000005',
      text: `[샘플카페 합정점] 주문번호 ${order.orderNumber}번 주문이 접수되었습니다. 12:15쯤 준비됩니다.`,
    });
    // No public address configured (PUBLIC_WEB_URL): no login link to put in it.
    expect(mine[0]?.link).toBeUndefined();
    const [listed] = await notificationsOf(order.id);
    expect(listed).toMatchObject({ event: 'orderAccepted', state: 'sent', channel: 'sms', attempts: 1 });
  });

  it('says nothing for quiet steps, and sends ready and the earned stamp', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    for (const [from, to] of [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'cooking'],
      ['cooking', 'ready'],
      ['ready', 'completed'],
    ] as const) {
      expect((await change(order.id, { from, to })).statusCode).toBe(200);
    }
    await waitFor(async () => (await notificationsOf(order.id)).every((n) => n.state === 'sent'), 'all sent');
    expect((await notificationsOf(order.id)).map((n) => n.event)).toEqual([
      'orderAccepted',
      'orderReady',
      'stampEarned',
    ]);
  });

  it('retries a failed send with backoff and records the answer; nothing is lost', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    recorder.failNext(1);
    await change(order.id, { from: 'waitingConfirm', to: 'cancelled', cancelReason: 'soldOut' });
    // Attempts count from the claim (state 'sending'); the answer is written when the gateway replies.
    await waitFor(async () => {
      const [first] = await notificationsOf(order.id);
      return first?.attempts === 1 && first.state !== 'sending';
    }, 'the first attempt');
    const [failed] = await notificationsOf(order.id);
    expect(failed).toMatchObject({ state: 'queued', providerAnswer: 'gateway down' });

    clock += 60_000; // past the first backoff
    await waitFor(async () => (await notificationsOf(order.id))[0]?.state === 'sent', 'the retry');
    const [sent] = await notificationsOf(order.id);
    expect(sent).toMatchObject({ event: 'orderCancelled', attempts: 2 });
    expect(sent?.message).toContain('(사유: 재료 소진 (품절))');
  });

  it("tells the customer the shop's own words when it cancels with 기타, not the word 기타", async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    const body = {
      from: 'waitingConfirm',
      to: 'cancelled',
      cancelReason: 'other',
      cancelReasonText: '포장 용기 소진',
    };
    expect((await change(order.id, body)).statusCode).toBe(200);
    await waitFor(async () => (await notificationsOf(order.id))[0]?.state === 'sent', 'sent');
    expect((await notificationsOf(order.id))[0]?.message).toBe(
      `[샘플카페 합정점] 주문번호 ${order.orderNumber}번 주문이 취소되었습니다. (사유: 포장 용기 소진)`,
    );
  });

  it('alerts the shop phone once when an order waits past the escalation time (5 minutes by default)', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    const escalateNow = t.app.services.orders.escalateNow;
    clock += 4 * 60_000;
    await escalateNow();
    expect((await notificationsOf(order.id)).map((n) => n.event)).not.toContain('shopEscalation');

    clock += 60_000;
    await escalateNow();
    await escalateNow();
    await waitFor(
      async () =>
        (await notificationsOf(order.id)).some((n) => n.event === 'shopEscalation' && n.state === 'sent'),
      'the shop alert',
    );
    const alerts = (await notificationsOf(order.id)).filter((n) => n.event === 'shopEscalation');
    expect(alerts).toHaveLength(1);
    const toShop = recorder.sent.filter((message) =>
      message.text.includes(`주문번호 ${order.orderNumber}번이 5분째`),
    );
    expect(toShop).toHaveLength(1);
    expect(toShop[0]?.to).toBe('+821010000002');

    // Accepted orders are not escalated.
    const { order: accepted } = await placeOrder(t.app, customer.headers, draft());
    await change(accepted.id, { from: 'waitingConfirm', to: 'ordered' });
    clock += 10 * 60_000;
    await escalateNow();
    expect((await notificationsOf(accepted.id)).map((n) => n.event)).toEqual(['orderAccepted']);
  });

  it('tells a delivery customer the order left, and a customer whose stamps made a coupon, once each', async () => {
    const delivery = await placeOrder(
      t.app,
      customer.headers,
      draft({
        orderType: 'delivery',
        items: [{ productId: `p_${COMPANY}_001`, quantity: 3, selection: {} }],
        deliveryAddress: {
          address_name: '서울 마포구 합정동 400',
          detailAddress: '2층',
          geoPoint: { latitude: 37.5505, longitude: 126.915 },
        },
      }),
    );
    for (const [from, to] of [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'cooking'],
      ['cooking', 'ready'],
      ['ready', 'delivering'],
    ] as const) {
      expect((await change(delivery.order.id, { from, to })).statusCode).toBe(200);
    }
    // The same departure tapped again on another board: refused, and still one message.
    expect((await change(delivery.order.id, { from: 'ready', to: 'delivering' })).statusCode).toBe(409);
    await waitFor(
      async () => (await notificationsOf(delivery.order.id)).every((n) => n.state === 'sent'),
      'sent',
    );
    // A delivery order's "ready" is for the rider: the customer hears when it leaves.
    const said = await notificationsOf(delivery.order.id);
    expect(said.map((n) => n.event)).toEqual(['orderAccepted', 'orderDelivering']);
    expect(said[1]?.message).toBe(
      `[샘플카페 합정점] 주문번호 ${delivery.order.orderNumber}번 주문이 출발했습니다.`,
    );

    // A stamp card of one stamp: completing the next order turns its stamp into a coupon.
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/coupon-definitions`,
      headers: owner.headers,
      payload: buildCouponDefinitionInput('fixedAmountDiscount', {
        couponName: '한 잔 쿠폰',
        stampsRequired: 1,
        discountAmount: 500,
      }),
    });
    expect(card.statusCode).toBe(200);
    const { order } = await placeOrder(t.app, customer.headers, draft());
    const done = { from: 'ordered', to: 'completed' };
    expect((await change(order.id, { from: 'waitingConfirm', to: 'ordered' })).statusCode).toBe(200);
    const key = crypto.randomUUID();
    expect((await change(order.id, done, key)).statusCode).toBe(200);
    expect((await change(order.id, done, key)).statusCode).toBe(200);
    await waitFor(async () => (await notificationsOf(order.id)).every((n) => n.state === 'sent'), 'sent');
    const told = await notificationsOf(order.id);
    expect(told.map((n) => n.event)).toEqual(['orderAccepted', 'stampEarned', 'couponEarned']);
    // The demo customer's stamps held before this order count too: one coupon per stamp, named with their count.
    expect(told[2]?.message).toMatch(
      /^\[샘플카페 합정점\] 스탬프를 모아 쿠폰이 발급되었습니다: 한 잔 쿠폰( \d+장)?\. 다음 주문에서 쓰세요\.$/,
    );
    const coupons = recorder.sent.filter((message) => message.text.includes('한 잔 쿠폰'));
    expect(coupons).toHaveLength(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/companies/${COMPANY}/coupon-definitions/${card.json().data.id}`,
      headers: owner.headers,
    });
  });

  it("sends the shop's own wording exactly as 설정 previews it, and refuses one with a variable it cannot fill", async () => {
    const companyUrl = `/api/document/admin/company/${COMPANY}?companyId=`;
    const company = (await t.app.inject({ url: companyUrl, headers: owner.headers })).json().data;
    const save = (templateTexts: Record<string, string>, revision = company.revision) =>
      t.app.inject({
        method: 'POST',
        url: '/api/document/admin/company',
        headers: owner.headers,
        payload: {
          companyId: '',
          item: { ...company, revision, kakaoInfo: { ...company.kakaoInfo, templateTexts } },
        },
      });
    const refused = await save({ orderReady: '#{고객명}님, #{주문번호}번 나왔어요' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('kakaoInfo.templateTexts.orderReady');
    expect(JSON.stringify(refused.json().details)).toContain('알 수 없는 변수 #{고객명}');

    const texts = { orderReady: '[#{상점명}] #{주문번호}번 손님, 픽업대에서 기다리고 있어요!' };
    const saved = await save(texts);
    expect(saved.statusCode, saved.body).toBe(200);
    const { order } = await placeOrder(t.app, customer.headers, draft());
    for (const [from, to] of [
      ['waitingConfirm', 'ordered'],
      ['ordered', 'ready'],
    ] as const) {
      expect((await change(order.id, { from, to })).statusCode).toBe(200);
    }
    await waitFor(async () => (await notificationsOf(order.id)).every((n) => n.state === 'sent'), 'sent');
    const ready = (await notificationsOf(order.id)).find((n) => n.event === 'orderReady');
    const preview = renderOrderNotification(
      'orderReady',
      { shopName: company.businessInfo.shopName, orderNumber: order.orderNumber },
      texts,
    );
    expect(ready?.message).toBe(preview);
    expect(recorder.sent.filter((message) => message.text === preview)).toHaveLength(1);
    // Back to our wording for the tests after this one.
    const current = (await t.app.inject({ url: companyUrl, headers: owner.headers })).json().data;
    expect((await save({}, current.revision)).statusCode).toBe(200);
  });

  it('shows a company its own orders’ notifications only', async () => {
    const { order } = await placeOrder(t.app, customer.headers, draft());
    const stranger = await t.bearer({ uid: 'someone-else', companyIds: ['coOther'] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${COMPANY}/orders/${order.id}/notifications`,
      headers: stranger,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Aligo notifier (fake gateway on 127.0.0.1)', () => {
  let gateway: FakeAligoGateway;
  beforeAll(async () => {
    gateway = await startFakeAligoGateway();
  });
  afterAll(async () => gateway.close());

  const notifier = () => {
    const env = aligoEnv(gateway);
    const sms = {
      name: 'aligo-sms',
      send: async (to: string, text: string) => {
        const body = new URLSearchParams({ receiver: to, msg: text });
        await fetch(`${env.ALIGO_API_URL}/send/`, { method: 'POST', body });
      },
    };
    return createAligoNotifier({ apiUrl: gateway.url, apiKey: 'k', userId: 'u' }, sms);
  };
  const message = {
    to: '+821012345678',
    text: '[샘플카페] 주문번호 3번 메뉴가 준비되었습니다.',
    sender: '0212345678',
  };

  it('sends Alimtalk with the shop template and sender key', async () => {
    const delivery = await notifier().send({ ...message, templateCode: 'TA_0001', senderKey: 'sk' });
    expect(delivery.channel).toBe('alimtalk');
    expect(gateway.calls.at(-1)).toMatchObject({
      path: '/akv10/alimtalk/send/',
      apikey: 'k',
      userid: 'u',
      senderkey: 'sk',
      tpl_code: 'TA_0001',
      receiver_1: '01012345678',
      message_1: message.text,
    });
  });

  it('falls back to SMS when Alimtalk is refused or the shop has no template', async () => {
    gateway.respondToAlimtalkWith(200, { code: -99, message: '템플릿 없음' });
    const refused = await notifier().send({ ...message, templateCode: 'TA_0001', senderKey: 'sk' });
    expect(refused).toMatchObject({ channel: 'sms' });
    expect(refused.answer).toContain('-99');
    expect(gateway.calls.at(-1)).toMatchObject({ path: '/send/', msg: message.text });

    const noTemplate = await notifier().send({ ...message, templateCode: '', senderKey: '' });
    expect(noTemplate.channel).toBe('sms');
  });

  it('puts the login link in a web-link button, or on the SMS’s last line', async () => {
    gateway.respondToAlimtalkWith(200, { code: 0, message: '성공적으로 전송요청 하였습니다.' });
    const link = { url: 'https://shop.example.kr/token/abc/orders/o1', label: '주문 확인' };
    await notifier().send({ ...message, templateCode: 'TA_0001', senderKey: 'sk', link });
    expect(JSON.parse(gateway.calls.at(-1)?.button_1 ?? '{}')).toEqual({
      button: [
        { name: '주문 확인', linkType: 'WL', linkTypeName: '웹링크', linkMo: link.url, linkPc: link.url },
      ],
    });
    expect(gateway.calls.at(-1)?.message_1).toBe(message.text);

    await notifier().send({ ...message, templateCode: '', senderKey: '', link });
    expect(gateway.calls.at(-1)).toMatchObject({ path: '/send/', msg: `${message.text}\n${link.url}` });
  });
});

describe('console notifier (NOTIFY_PROVIDER=console)', () => {
  it('writes each message to NOTIFY_CONSOLE_FILE as a JSON line with the phone masked', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'jumun-console-')), 'notifications.log');
    const logged: unknown[] = [];
    const logger = { info: (fields: unknown) => logged.push(fields) } as never;
    const notifier = createConsoleNotifier(logger, file);
    const base = { templateCode: 'TA_0002', senderKey: '', sender: '' };
    await notifier.send({
      ...base,
      to: '+821012345678',
      text: '[샘플카페] 주문번호 3번 메뉴가 준비되었습니다.',
    });
    const delivery = await notifier.send({ ...base, to: '+821099998888', text: '두 번째' });
    expect(delivery).toEqual({ channel: 'console', answer: '서버 로그에 기록함 (실제로 보내지 않음)' });

    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      expect.objectContaining({
        to: '010-****-5678',
        templateCode: 'TA_0002',
        text: '[샘플카페] 주문번호 3번 메뉴가 준비되었습니다.',
      }),
      expect.objectContaining({ to: '010-****-8888', text: '두 번째' }),
    ]);
    expect(logged).toHaveLength(2);
  });
});
