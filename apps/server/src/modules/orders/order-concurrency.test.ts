import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  draft,
  FRESH_CUSTOMER_PHONE,
  OPEN_NOON,
  ORDER_TEST_ENV,
  placeRaw,
  SAMPLE,
  SECOND_CUSTOMER_PHONE,
} from '../../../test/factories/order';
import { type SignedIn, signInAsCustomer } from '../../../test/login';
import { orders } from '../../db/schema';

let t: TestApp;
let customers: SignedIn[];

beforeAll(async () => {
  t = await buildTestApp({ now: () => OPEN_NOON, env: ORDER_TEST_ENV });
  customers = [
    await signInAsCustomer(t.app, FRESH_CUSTOMER_PHONE),
    await signInAsCustomer(t.app, SECOND_CUSTOMER_PHONE),
  ];
}, 60_000);
afterAll(async () => t.close());

describe('placing orders concurrently', () => {
  it('gives 50 simultaneous orders of one company 50 distinct, consecutive daily numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        placeRaw(t.app, (customers[index % 2] as SignedIn).headers, draft(), { expectedPayableAmount: 4500 }),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    const numbers = responses.map((res) => res.json().data.order.orderNumber as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  }, 120_000);

  it('places one order for 100 simultaneous retries of one Idempotency-Key', async () => {
    const before = (
      await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, SAMPLE.companyId))
    ).length;
    const headers = (customers[0] as SignedIn).headers;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        placeRaw(t.app, headers, draft(), { key: 'retry-storm', expectedPayableAmount: 4500 }),
      ),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((res) => res.json().data.id)).size).toBe(1);
    const after = (
      await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, SAMPLE.companyId))
    ).length;
    expect(after).toBe(before + 1);
  }, 120_000);
});
