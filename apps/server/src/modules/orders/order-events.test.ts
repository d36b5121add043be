import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  changeStatus,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeOrder,
  SAMPLE,
  SECOND_CUSTOMER_PHONE,
} from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { openSse } from '../../../test/sse-client';

let t: TestApp;
let base: string;
let customerA: SignedIn;
let customerB: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ now: () => OPEN_NOON, env: ORDER_TEST_ENV });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customerA = await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE);
  customerB = await signInAsCustomer(t.app, SECOND_CUSTOMER_PHONE);
  owner = await signInWithPhone(t.app, '+821000000002');
});
afterAll(async () => t.close());

const company = (area: string) => `${base}/api/realtime/${area}/companies/${SAMPLE.companyId}`;
const storeStream = () => `${base}/api/realtime/store/companies/${SAMPLE.companyId}/orders`;

describe('order events', () => {
  it('reach the shop and the ordering customer only, after commit, and never the public stream', async () => {
    const board = await openSse(company('admin'), owner.headers);
    const publicStream = await openSse(company('user'));
    const mine = await openSse(storeStream(), customerA.headers);
    const theirs = await openSse(storeStream(), customerB.headers);
    await Promise.all([board, publicStream].map((s) => s.waitFor((f) => f.event === 'company.changed')));
    await Promise.all([mine, theirs].map((s) => s.waitFor((f) => f.event === 'ready')));

    const placed = await placeOrder(t.app, customerA.headers);
    const created = await board.waitFor((f) => f.event === 'order.created');
    expect(created.data).toMatchObject({
      orderId: placed.id,
      orderNumber: placed.order.orderNumber,
      processStatus: 'waitingConfirm',
    });
    expect(JSON.stringify(created.data)).not.toContain('0006');
    await mine.waitFor((f) => f.event === 'order.created');

    await changeStatus(t.app, owner.headers, placed.id, {
      from: 'waitingConfirm',
      to: 'ordered',
      prepMinutes: 10,
    });
    const updated = await mine.waitFor(
      (f) => f.event === 'order.updated' && (f.data as { processStatus: string }).processStatus === 'ordered',
    );
    expect(updated.data).toMatchObject({ orderId: placed.id });
    await board.waitFor((f) => f.event === 'order.updated');

    // The catalogue change of the stock is public; the order itself is not.
    await publicStream.waitFor(
      (f) => f.event === 'company.changed' && (f.data as { changed: string }).changed === 'product',
    );
    expect(publicStream.frames.some((f) => f.event.startsWith('order.'))).toBe(false);
    expect(theirs.frames.some((f) => f.event.startsWith('order.'))).toBe(false);
    await Promise.all([board, publicStream, mine, theirs].map((s) => s.close()));
  });

  it('refuses the customer stream to administrators and anonymous callers', async () => {
    expect((await openSse(storeStream())).status).toBe(401);
    const asAdmin = await openSse(storeStream(), owner.headers);
    expect(asAdmin.status).toBe(401);
    await asAdmin.close();
  });
});
