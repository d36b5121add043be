import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { OPEN_NOON } from '../../../test/factories/order';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
const MINUTE = 60_000;

/** Issue 12: "if no board has been connected for M minutes during opening hours, pause online ordering". */
describe('pausing online orders when no order board is connected', () => {
  let t: TestApp;
  let clock = OPEN_NOON;
  let day = 0;
  let owner: SignedIn | undefined;
  let signedInAt = 0;
  /** The owner's headers, signing in again once the fake clock has run past the ID token's hour. */
  const ownerHeaders = async () => {
    if (!owner || clock - signedInAt > 50 * MINUTE) {
      owner = await signInWithPhone(t.app, '+821000000002');
      signedInAt = clock;
    }
    return owner.headers;
  };

  const company = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/document/admin/company/${COMPANY}?companyId=`,
        headers: await ownerHeaders(),
      })
    ).json().data;
  const saveCompany = async (change: (item: Record<string, unknown>) => Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/admin/company',
      headers: await ownerHeaders(),
      payload: { companyId: '', item: change(await company()) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const pausedUntil = async (): Promise<string | null> => (await company()).businessHours.pauseOrdersUntil;
  const heartbeat = async (headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${COMPANY}/order-board/heartbeat`,
      headers: headers ?? (await ownerHeaders()),
    });
  const check = () => t.app.services.orders.pauseShopsWithoutBoardNow();
  const noticesToShop = async () => {
    const rows = await t.database.db.execute(
      `select message from notification_outbox where event = 'shopBoardOffline' and company_id = '${COMPANY}'`,
    );
    return (rows as unknown as { rows: { message: string }[] }).rows.map((row) => row.message);
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    day += 1;
    clock = OPEN_NOON + day * 24 * 60 * MINUTE; // a new day at noon: open
    await saveCompany((item) => ({
      ...item,
      orderSettings: { ...(item.orderSettings as object), boardOfflinePauseMinutes: 10 },
      businessHours: { ...(item.businessHours as object), pauseOrdersUntil: null },
    }));
    expect((await heartbeat()).statusCode).toBe(200);
  });

  it('pauses after M minutes of opening hours without a board, tells the shop once, and resumes when a board returns', async () => {
    clock += 2 * MINUTE; // the board's beats stop
    expect(await check()).toBe(0); // starts counting
    clock += 9 * MINUTE;
    expect(await check()).toBe(0); // 9 minutes without a board: not yet
    clock += MINUTE;
    expect(await check()).toBe(1);
    const until = await pausedUntil();
    expect(until && Date.parse(until)).toBeGreaterThan(clock);
    expect(await check()).toBe(0); // already paused: no second pause or message

    const notices = await noticesToShop();
    expect(notices.at(-1)).toContain(
      '주문 접수 화면이 10분 동안 연결되지 않아 온라인 주문을 일시 중지했습니다',
    );
    const countAfterPause = notices.length;

    // A customer's quote now says the shop is not taking orders.
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/store/companies/${COMPANY}/quote`,
      payload: { order: { orderType: 'takeout', paymentMethod: 'onsite', items: [] } },
    });
    expect(quote.body).not.toContain('"isOpen":true');

    const back = await heartbeat();
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ resumed: true });
    expect(await pausedUntil()).toBeNull();
    expect(await noticesToShop()).toHaveLength(countAfterPause);
  });

  it('does not count while a board beats, while the shop is closed, or when the setting is 0', async () => {
    for (let i = 0; i < 20; i += 1) {
      clock += MINUTE;
      const beat = await heartbeat();
      expect(beat.statusCode, beat.body).toBe(200);
      expect(await check()).toBe(0);
    }
    // Closed at night: hours without a board and no pause.
    clock += 16 * 60 * MINUTE; // 04:20 → closed
    expect(await check()).toBe(0);
    clock += 30 * MINUTE;
    expect(await check()).toBe(0);
    expect(await pausedUntil()).toBeNull();

    clock += 7 * 60 * MINUTE; // 11:50, open, still no board: the count would start now
    await saveCompany((item) => ({
      ...item,
      orderSettings: { ...(item.orderSettings as object), boardOfflinePauseMinutes: 0 },
    }));
    clock += 60 * MINUTE;
    expect(await check()).toBe(0);
    expect(await pausedUntil()).toBeNull();
  });

  it('keeps a pause the owner set themselves when the board comes back', async () => {
    clock += 2 * MINUTE;
    await check();
    clock += 10 * MINUTE;
    expect(await check()).toBe(1);
    const ownPause = new Date(clock + 30 * MINUTE).toISOString();
    await saveCompany((item) => ({
      ...item,
      businessHours: { ...(item.businessHours as object), pauseOrdersUntil: ownPause },
    }));
    expect((await heartbeat()).json().data).toEqual({ resumed: false });
    expect(await pausedUntil()).toBe(ownPause);
  });

  it('is refused to administrators of other companies', async () => {
    const stranger = await t.bearer({ uid: 'someone-else', companyIds: ['coOther'] });
    expect((await heartbeat(stranger)).statusCode).toBe(403);
    expect((await heartbeat({})).statusCode).toBe(401);
  });
});
