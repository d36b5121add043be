import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { refreshSession, type SignedIn, signInAsCustomer, signInWithPhone } from '../../../test/login';
import { openSse } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/**
 * Logout and a reused refresh token revoke a sign-in: its ID token stops reading and writing, and its open streams
 * end, within 5 s on every process — not when the token expires an hour later (issue 9, decisions/010).
 */
const OWNER = '+821000000002';
const CUSTOMER = '+821000000031';
const REVOKED_WITHIN_MS = 5_000;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { AUTH_TEST_PHONE_NUMBERS: [OWNER, CUSTOMER].map((p) => `${p}:123456`).join(',') },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => t?.close());

const readProducts = (who: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/document/admin/product?companyId=${COMPANY}`,
    headers: who.headers,
  });
const saveNotice = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers: who.headers,
    payload: { companyId: COMPANY, item: { id: COMPANY, notice: '오늘도 영업합니다' } },
  });
const readRewards = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: `/api/store/companies/${COMPANY}/me/rewards`, headers: who.headers });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const openAdminStream = async (who: SignedIn) => {
  const stream = await openSse(`${baseUrl}/api/realtime/admin/companies/${COMPANY}`, who.headers);
  expect(stream.status).toBe(200);
  await stream.waitFor((f) => f.event === 'company.changed');
  return stream;
};
const waitUntil = async (check: () => Promise<boolean>) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > REVOKED_WITHIN_MS) throw new Error(`not within ${REVOKED_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
};

describe('an administrator’s sign-in', () => {
  it('is revoked by logout: the ID token is refused and its stream ends at once; other sign-ins go on', async () => {
    const revoked = await signInWithPhone(t.app, OWNER);
    const other = await signInWithPhone(t.app, OWNER);
    expect((await readProducts(revoked)).statusCode).toBe(200);
    const stream = await openAdminStream(revoked);

    const loggedOutAt = Date.now();
    expect((await post('/api/auth/logout', { refreshToken: revoked.refreshToken })).statusCode).toBe(200);
    await stream.ended;
    expect(Date.now() - loggedOutAt).toBeLessThan(REVOKED_WITHIN_MS);
    expect(stream.frames.some((f) => f.event === 'access.revoked')).toBe(true);
    expect((await readProducts(revoked)).statusCode).toBe(401);
    expect((await saveNotice(revoked)).statusCode).toBe(401);

    expect((await readProducts(other)).statusCode).toBe(200);
    // A later sign-in prunes dead refresh tokens, but keeps the record of a revocation younger than an ID token.
    await signInWithPhone(t.app, OWNER);
    expect((await readProducts(revoked)).statusCode).toBe(401);
  });

  it('is revoked whole when a rotated refresh token is used again: every ID token of it, and its stream', async () => {
    const first = await signInWithPhone(t.app, OWNER);
    const rotated = await refreshSession(t.app, first.refreshToken);
    const stream = await openAdminStream(rotated);
    expect((await readProducts(first)).statusCode).toBe(200);

    const reusedAt = Date.now();
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    await stream.ended;
    expect(Date.now() - reusedAt).toBeLessThan(REVOKED_WITHIN_MS);
    expect((await readProducts(first)).statusCode).toBe(401);
    expect((await readProducts(rotated)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('is revoked within 5 s when another process revoked it (this one only learns by re-reading)', async () => {
    const session = await signInWithPhone(t.app, OWNER);
    expect((await readProducts(session)).statusCode).toBe(200);
    const stream = await openAdminStream(session);
    const { sid } = decodeJwt(session.idToken);
    expect(typeof sid).toBe('string');
    await t.database.db.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${sid}`);
    const took = await waitUntil(async () => (await readProducts(session)).statusCode === 401);
    expect(took).toBeLessThan(REVOKED_WITHIN_MS);
    await stream.ended;
  });
});

describe('a customer’s sign-in', () => {
  it('is revoked by logout: the ID token is refused and the order stream ends; other sign-ins go on', async () => {
    const revoked = await signInAsCustomer(t.app, CUSTOMER);
    const other = await signInAsCustomer(t.app, CUSTOMER);
    expect((await readRewards(revoked)).statusCode).toBe(200);
    const stream = await openSse(
      `${baseUrl}/api/realtime/store/companies/${COMPANY}/orders`,
      revoked.headers,
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((f) => f.event === 'ready');

    const loggedOutAt = Date.now();
    expect((await post('/api/userAuth/logout', { refreshToken: revoked.refreshToken })).statusCode).toBe(200);
    await stream.ended;
    expect(Date.now() - loggedOutAt).toBeLessThan(REVOKED_WITHIN_MS);
    expect((await readRewards(revoked)).statusCode).toBe(401);
    expect((await readRewards(other)).statusCode).toBe(200);
  });

  it('is revoked within 5 s when another process saw the refresh token reused', async () => {
    const session = await signInAsCustomer(t.app, CUSTOMER);
    expect((await readRewards(session)).statusCode).toBe(200);
    const { sid } = decodeJwt(session.idToken);
    await t.database.db.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${sid}`);
    const took = await waitUntil(async () => (await readRewards(session)).statusCode === 401);
    expect(took).toBeLessThan(REVOKED_WITHIN_MS);
  });
});
