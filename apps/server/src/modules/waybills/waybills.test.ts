import {
  NOTIFICATION_UPDATED_EVENT,
  type NotificationUpdatedEvent,
  type WaybillSendDetail,
  type WaybillSendSummary,
} from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { openSse, type SseFrame } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import type { Notifier, OutgoingMessage } from '../notifications';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
/** The gateway refuses this number, as Aligo refuses a number that cannot receive messages. */
const REFUSED_BY_GATEWAY = '+821099990000';

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('송장 발송 through the outbox', () => {
  let t: TestApp;
  let clock = Date.parse('2026-11-25T03:00:00Z');
  const sent: OutgoingMessage[] = [];
  let gatewayRefuses = true;
  const notifier: Notifier = {
    name: 'recording',
    send: async (message) => {
      if (message.to === REFUSED_BY_GATEWAY && gatewayRefuses) throw new Error('수신 거부 번호입니다 (-99)');
      sent.push(message);
      return { channel: 'sms', answer: 'ok' };
    },
  };

  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock, notifier, env: { OUTBOX_POLL_MS: '50' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  // Signed per call: the tests move the clock past the outbox's backoff, and a token would expire.
  const owner = async () => ({ headers: await t.bearer(SAMPLE_OWNER) });
  const post = async (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}${url}`,
      headers: (await owner()).headers,
      payload,
    });
  const detail = async (id: string): Promise<WaybillSendDetail> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/companies/${COMPANY}/waybill-sends/${id}`,
        headers: (await owner()).headers,
      })
    ).json().data;

  /** The administrators' stream, opened (its first frame read) before a send, as the 송장 page holds it. */
  const adminStream = async () => {
    const stream = await openSse(`${base}/api/realtime/admin/companies/${COMPANY}`, (await owner()).headers);
    await stream.waitFor((frame) => frame.event === 'company.changed');
    return stream;
  };
  /** A state change of the message sent for a 송장 send (the outbox row's orderId is the send's id). */
  const stateChangeOf =
    (sendId: string, state: string) =>
    ({ event, data }: SseFrame) =>
      event === NOTIFICATION_UPDATED_EVENT &&
      (data as NotificationUpdatedEvent).orderId === sendId &&
      (data as NotificationUpdatedEvent).state === state;

  it('groups parcels per phone, refuses bad rows with a reason and sends the rest', async () => {
    const stream = await adminStream();
    const res = await post('/waybill-sends', {
      courier: 'cj',
      rows: [
        { line: 2, name: '김민지', phone: '010-1234-5678', trackingNumber: '6896-1234-5678' },
        {
          line: 3,
          name: '김민지',
          phone: '+82 10 1234 5678',
          trackingNumber: '6896 1234 5680',
          courier: 'hanjin',
        },
        { line: 4, name: '이준호', phone: '02-123-4567', trackingNumber: '689612345690' },
        { line: 5, name: '박서연', phone: '01022223333', trackingNumber: '123' },
        { line: 6, name: '최유나', phone: '01033334444', trackingNumber: '689612345678' },
        { line: 7, name: '정하늘', phone: '01044445555', trackingNumber: '689612345700' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const send: WaybillSendDetail = res.json().data;
    // An accepted row is read back after the commit, and the outbox worker may already have claimed or sent its
    // message by then: any of its three states is right, a refusal never is.
    const accepted = (state: string) => (['queued', 'sending', 'sent'].includes(state) ? 'accepted' : state);
    expect(send.rows.map((row) => [row.line, accepted(row.state), row.reason])).toEqual([
      [2, 'accepted', null],
      [3, 'accepted', null],
      [4, 'refused', 'invalidPhone'],
      [5, 'refused', 'invalidTracking'],
      [6, 'refused', 'duplicate'],
      [7, 'accepted', null],
    ]);

    await waitFor(async () => (await detail(send.id)).counts.sent === 3, 'the messages to go out');
    const mine = sent.filter(
      (message) => message.text.includes('김민지님') || message.text.includes('정하늘님'),
    );
    expect(mine).toHaveLength(2);
    const grouped = mine.find((message) => message.to === '+821012345678');
    expect(grouped?.text).toBe(
      [
        '[샘플카페 합정점] 김민지님, 주문하신 상품이 발송되었습니다.',
        '택배회사: CJ대한통운, 한진택배',
        '송장번호: 689612345678, 689612345680',
        `배송 조회: https://trace.cjlogistics.com/next/tracking.html?wblNo=689612345678`,
        'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=689612345680',
      ].join('\n'),
    );
    const after = await detail(send.id);
    expect(after.rows[0]).toMatchObject({ state: 'sent', providerAnswer: 'ok', phone: '010-1234-5678' });

    // The page's result rows follow the outbox live: each sent message (one per phone, so two) reaches the company's
    // administrators on their stream.
    const first = await stream.waitFor(stateChangeOf(send.id, 'sent'));
    expect(first.data).toMatchObject({ companyId: COMPANY, event: 'waybillShipped' });
    await stream.waitFor(() => stream.frames.filter(stateChangeOf(send.id, 'sent')).length === 2);
    await stream.close();
  });

  it('records the provider refusal and re-sends only the failed rows', async () => {
    const stream = await adminStream();
    const res = await post('/waybill-sends', {
      courier: 'epost',
      rows: [
        { line: 1, name: '한지우', phone: '010-9999-0000', trackingNumber: '6070123456789' },
        { line: 2, name: '오세훈', phone: '010-5555-6666', trackingNumber: '6070123456790' },
      ],
    });
    const { id } = res.json().data as WaybillSendDetail;
    // The outbox retries six times with backoff before giving up; move the clock past each wait.
    await waitFor(async () => {
      clock += 11 * 60_000;
      return (await detail(id)).counts.failed === 1;
    }, 'the refused number to fail');
    const failed = await detail(id);
    expect(failed.rows[0]).toMatchObject({
      state: 'failed',
      providerAnswer: '수신 거부 번호입니다 (-99)',
      attempts: 6,
    });
    expect(failed.rows[1]?.state).toBe('sent');
    // The refusal reaches the open page as it happens, as the delivered message did.
    const refused = await stream.waitFor(stateChangeOf(id, 'failed'));
    expect(refused.data).toMatchObject({ companyId: COMPANY, event: 'waybillShipped' });
    await stream.close();

    gatewayRefuses = false;
    const before = sent.length;
    const resent = await post(`/waybill-sends/${id}/resend-failed`);
    expect(resent.statusCode).toBe(200);
    await waitFor(async () => (await detail(id)).counts.sent === 2, 'the re-send');
    expect(sent.slice(before).map((message) => message.to)).toEqual([REFUSED_BY_GATEWAY]);
    // Nothing failed any more: a second re-send queues nothing.
    await post(`/waybill-sends/${id}/resend-failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.length).toBe(before + 1);

    const history: WaybillSendSummary[] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/companies/${COMPANY}/waybill-sends`,
        headers: (await owner()).headers,
      })
    ).json().data;
    expect(history[0]).toMatchObject({ id, rowCount: 2, counts: { sent: 2, failed: 0 } });
  });

  it('answers a repeated Idempotency-Key with the first send: a retry never messages a customer twice', async () => {
    const payload = {
      courier: 'cj',
      rows: [{ line: 1, name: '윤재희', phone: '010-4242-4242', trackingNumber: '689612349999' }],
    };
    const headers = { ...(await owner()).headers, 'idempotency-key': 'waybill-tap-1' };
    const url = `/api/admin/companies/${COMPANY}/waybill-sends`;
    const first = await t.app.inject({ method: 'POST', url, headers, payload });
    const again = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    await waitFor(async () => (await detail(first.json().data.id)).counts.sent === 1, 'the message');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sent.filter((message) => message.to === '+821042424242')).toHaveLength(1);

    const other = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { ...payload, courier: 'hanjin' },
    });
    expect(other.statusCode).toBe(409);
  });

  it('refuses a send to another company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies/someoneElse/waybill-sends',
      headers: (await owner()).headers,
      payload: {
        courier: 'cj',
        rows: [{ line: 1, name: 'a', phone: '01012345678', trackingNumber: '6070123456789' }],
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
