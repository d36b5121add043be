import type { AuditEntry } from '@jumun/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { openSse } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { FAILURES_PER_IP } from '../auth';

/** The bound for a revocation to reach a device's session and stream. */
const REVOCATION_BOUND_MS = 5_000;

let t: TestApp;
let owner: Record<string, string>;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.bearer(SAMPLE_OWNER);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const devicesUrl = (companyId = SAMPLE_OWNED_COMPANY_ID) => `/api/admin/companies/${companyId}/devices`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const registerDevice = async (name = '카운터 태블릿') => {
  const response = await post(devicesUrl(), { name }, owner);
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; credential: string; role: string };
};
const deviceLogin = async (credential: string) => {
  const response = await post('/api/auth/device/login', { credential });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  return { ...data, headers: { authorization: `Bearer ${data.idToken}` } };
};

describe('registered devices (/admin/autologin)', () => {
  it('signs a device in to its one company as staff, without SMS', async () => {
    const device = await registerDevice();
    expect(device).toMatchObject({ role: 'staff' });
    const session = await deviceLogin(device.credential);
    expect(session.companyId).toBe(SAMPLE_OWNED_COMPANY_ID);
    expect(decodeJwt(session.idToken)).toMatchObject({
      companyIds: [SAMPLE_OWNED_COMPANY_ID],
      deviceId: device.id,
      companyRole: 'staff',
    });
    const coupons = await t.app.inject({
      url: `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/coupon-definitions`,
      headers: session.headers,
    });
    expect(coupons.statusCode).toBe(200);
    const listed = await t.app.inject({ url: devicesUrl(), headers: owner });
    expect(listed.json().data.find((d: { id: string }) => d.id === device.id).dateLastSeen).not.toBeNull();
  });

  it('never reaches another company, and cannot register devices itself', async () => {
    const device = await registerDevice();
    const session = await deviceLogin(device.credential);
    const other = await t.app.inject({
      url: '/api/admin/companies/demoCompanyCafe/coupon-definitions',
      headers: session.headers,
    });
    expect(other.statusCode).toBe(403);
    expect((await post(devicesUrl(), { name: '복제' }, session.headers)).statusCode).toBe(403);
    // Its refresh token stays a device token: never the owner's full session.
    const refreshed = await post('/api/auth/device/refresh', { refreshToken: session.refreshToken });
    expect(decodeJwt(refreshed.json().data.idToken).companyIds).toEqual([SAMPLE_OWNED_COMPANY_ID]);
    expect(
      (await post('/api/auth/refresh', { refreshToken: refreshed.json().data.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('a reused device refresh token revokes that sign-in (token and stream) but not the device', async () => {
    const device = await registerDevice();
    const first = await deviceLogin(device.credential);
    const rotated = await post('/api/auth/device/refresh', { refreshToken: first.refreshToken });
    const headers = { authorization: `Bearer ${rotated.json().data.idToken}` };
    const stream = await openSse(`${base}/api/realtime/admin/companies/${SAMPLE_OWNED_COMPANY_ID}`, headers);
    await stream.waitFor((frame) => frame.event === 'company.changed');
    const coupons = (h: Record<string, string>) =>
      t.app.inject({ url: `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/coupon-definitions`, headers: h });

    const reusedAt = Date.now();
    expect((await post('/api/auth/device/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(
      401,
    );
    await stream.ended;
    expect(Date.now() - reusedAt).toBeLessThan(REVOCATION_BOUND_MS);
    expect((await coupons(headers)).statusCode).toBe(401);
    expect((await coupons(first.headers)).statusCode).toBe(401);
    // The device itself stays registered: its credential signs in afresh.
    expect((await coupons((await deviceLogin(device.credential)).headers)).statusCode).toBe(200);
  });

  it('revoking ends the session, the refresh and the open order stream within 5 s', async () => {
    const device = await registerDevice();
    const session = await deviceLogin(device.credential);
    const stream = await openSse(
      `${base}/api/realtime/admin/companies/${SAMPLE_OWNED_COMPANY_ID}`,
      session.headers,
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.event === 'company.changed');

    const revokedAt = Date.now();
    expect((await post(`${devicesUrl()}/${device.id}/revoke`, {}, owner)).json().data.isRevoked).toBe(true);
    await stream.ended;
    expect(Date.now() - revokedAt).toBeLessThan(REVOCATION_BOUND_MS);

    const afterwards = await t.app.inject({
      url: `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/coupon-definitions`,
      headers: session.headers,
    });
    expect(afterwards.statusCode).toBe(401);
    expect((await post('/api/auth/device/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/device/login', { credential: device.credential })).statusCode).toBe(401);
  });

  it('records registering and revoking a device in the 변경 기록, with who and the device’s role', async () => {
    const device = await registerDevice('포스 옆 태블릿');
    await post(`${devicesUrl()}/${device.id}/revoke`, {}, owner);
    await post(`${devicesUrl()}/${device.id}/revoke`, {}, owner);
    const audit = await t.app.inject({
      url: `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/audit?kind=device`,
      headers: owner,
    });
    const rows = (audit.json().data as AuditEntry[]).filter((row) => row.entityId === device.id);
    // Newest first; the second revoke changed nothing and left no row.
    expect(rows).toMatchObject([
      {
        action: 'revoked',
        actorUid: SAMPLE_OWNER.uid,
        actorRole: 'owner',
        summary: '포스 옆 태블릿',
        before: { status: 'active', role: 'staff' },
        after: { status: 'revoked' },
      },
      {
        action: 'created',
        actorUid: SAMPLE_OWNER.uid,
        actorRole: 'owner',
        before: null,
        after: { name: '포스 옆 태블릿', role: 'staff' },
      },
    ]);
    expect(audit.body).not.toContain(device.credential);
  });

  it('rate-limits failed credentials per IP: then even a valid one waits there, while another IP signs in', async () => {
    const device = await registerDevice();
    const loginFrom = (credential: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/device/login', payload: { credential }, remoteAddress });
    const ip = '10.8.8.8';
    for (let i = 0; i < FAILURES_PER_IP; i += 1) {
      // Well-formed guesses: each one is looked up and recorded as a failure.
      expect((await loginFrom(`guess-${i}-${'x'.repeat(40)}`, ip)).statusCode).toBe(401);
    }
    const blocked = await loginFrom(device.credential, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().data).toBeUndefined();
    expect((await loginFrom(device.credential, '10.8.8.9')).statusCode).toBe(200);
  });

  it('keeps other companies’ administrators away from the device list', async () => {
    const stranger = await t.bearer({ uid: 'uid_stranger', companyIds: ['coElsewhere'] });
    expect((await t.app.inject({ url: devicesUrl(), headers: stranger })).statusCode).toBe(403);
  });
});
