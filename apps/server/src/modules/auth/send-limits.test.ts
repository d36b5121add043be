import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { aligoEnv, type FakeAligoGateway, startFakeAligoGateway } from '../../../test/fakes/aligo-gateway';

const DAILY_CAP = 40;
let t: TestApp;
let gateway: FakeAligoGateway;
let clock = Date.parse('2026-11-22T09:00:00Z');

beforeAll(async () => {
  gateway = await startFakeAligoGateway();
  t = await buildTestApp({
    seed: false,
    now: () => clock,
    env: { ...aligoEnv(gateway), SMS_DAILY_CAP: String(DAILY_CAP) },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
// Each test starts a day later, with every sliding window empty.
beforeEach(() => {
  clock += 25 * 60 * 60 * 1000;
  gateway.calls.length = 0;
});

const send = (phoneNumber: string, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/send-sms', payload: { phoneNumber }, remoteAddress: ip });
const phone = (n: number) =>
  `010-2${String(Math.floor(n / 10_000) % 1000).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;

/**
 * Parallel waves of 30: concurrent enough to race the limit checks, yet the in-process fake gateway still gets
 * event-loop time (hundreds of queued PGlite transactions would starve it past the provider timeout).
 */
const inWaves = async <T>(count: number, request: (i: number) => Promise<T>, size = 30): Promise<T[]> => {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const wave = Array.from({ length: Math.min(size, count - start) }, (_, i) => request(start + i));
    results.push(...(await Promise.all(wave)));
  }
  return results;
};

const expectLimited = (res: Awaited<ReturnType<typeof send>>, retryAfter: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  const body = res.json();
  expect(body).toMatchObject({ isSuccess: false, error: 'RATE_LIMITED' });
  expect(body.message).toMatch(/[가-힣]/);
  expect(body).not.toHaveProperty('data');
};

describe('send-sms limits', () => {
  it('holds a 60 s cooldown per number', async () => {
    expect((await send(phone(1))).statusCode).toBe(200);
    clock += 20_000;
    expectLimited(await send(phone(1)), 40);
    clock += 40_000;
    expect((await send(phone(1))).statusCode).toBe(200);
    expect(gateway.calls).toHaveLength(2);
  });

  it('allows 5 sends per number per hour from one IP; a third party cannot use up the owner’s sends', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send(phone(2), '198.51.100.10')).statusCode).toBe(200);
      clock += 61_000;
    }
    // The first send of the window is 5 × 61 s old; it ages out after an hour.
    expectLimited(await send(phone(2), '198.51.100.10'), 3600 - 5 * 61);
    // The number's owner, elsewhere, still gets a code (issue 9: no lock-out by someone else's requests).
    expect((await send(phone(2), '203.0.113.77')).statusCode).toBe(200);
    clock += (3600 - 5 * 61) * 1000;
    expect((await send(phone(2), '198.51.100.10')).statusCode).toBe(200);
  });

  it('caps one number at 15 sends per hour across all IPs', async () => {
    for (let i = 0; i < 15; i++) expect((await send(phone(3), `198.51.100.${i + 20}`)).statusCode).toBe(200);
    expectLimited(await send(phone(3), '198.51.100.99'), 3600);
  });

  it('allows 20 sends per IP per hour', async () => {
    for (let i = 0; i < 20; i++) expect((await send(phone(100 + i), '192.0.2.50')).statusCode).toBe(200);
    expectLimited(await send(phone(200), '192.0.2.50'), 3600);
    expect((await send(phone(200), '192.0.2.51')).statusCode).toBe(200);
  });

  it('counts the socket address, so a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    const forged = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-sms',
        payload: { phoneNumber: phone(300 + n) },
        remoteAddress: '192.0.2.60',
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
      });
    for (let i = 0; i < 20; i++) expect((await forged(i)).statusCode).toBe(200);
    expectLimited(await forged(99), 3600);
  });

  it('never limits AUTH_TEST_PHONE_NUMBERS, and never sends them', async () => {
    for (let i = 0; i < 30; i++) expect((await send('+821000000001', '192.0.2.60')).statusCode).toBe(200);
    expect(gateway.calls).toHaveLength(0);
  });

  it('a flood from many numbers and IPs reaches the gateway no more often than the caps allow', async () => {
    // 300 requests: 150 numbers, each twice, from 30 IPs.
    const responses = await inWaves(300, (i) => send(phone(1000 + (i % 150)), `203.0.113.${i % 30}`));
    expect(responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 429).map((r) => r.body)).toEqual(
      [],
    );
    const accepted = responses.filter((r) => r.statusCode === 200).length;
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(gateway.calls).toHaveLength(accepted);
    expect(accepted).toBe(DAILY_CAP);
    expect(limited).toHaveLength(300 - DAILY_CAP);
    for (const res of limited) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // No number got a second code (cooldown).
    expect(new Set(gateway.calls.map((c) => c.receiver)).size).toBe(accepted);

    // The cap holds for a day from the first send, then frees up.
    clock += 23 * 60 * 60 * 1000;
    expectLimited(await send(phone(5000), '203.0.113.200'), 60 * 60);
    clock += 60 * 60 * 1000;
    expect((await send(phone(5000), '203.0.113.200')).statusCode).toBe(200);
  });

  it('a flood from one IP is held to 20 sends', async () => {
    const responses = await inWaves(100, (i) => send(phone(7000 + i), '192.0.2.77'));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(gateway.calls).toHaveLength(20);
  });
});
