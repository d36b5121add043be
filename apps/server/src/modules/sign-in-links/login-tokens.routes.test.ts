import type { AuditEntry } from '@jumun/shared';
import { ERROR_MESSAGES } from '@jumun/shared';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { draft, OPEN_NOON, placeOrder, placeRaw, quote } from '../../../test/factories/order';
import { signInAsCustomer } from '../../../test/login';
import { openSse } from '../../../test/sse-client';
import { loginTokens } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';
import { FAILURES_PER_IP } from '../auth';

const t = useTestApp();
const base = `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/login-tokens`;
const OTHER_COMPANY_ADMIN = { uid: 'uid_other_admin', companyIds: ['coOtherShop'] };

const createLink = async (body: object) => {
  const response = await t.app.inject({ method: 'POST', url: base, headers: t.owner, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; path: string; phoneSuffix: string; state: string };
};
const tokenOf = (path: string) => new URL(path, 'http://x').pathname.split('/')[2] ?? '';
const codeOf = (path: string) => new URL(path, 'http://x').searchParams.get('friendtalkCode') ?? undefined;
const loginBy = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/userAuth/login-by-token', payload, remoteAddress: ip });

describe('customer login links', () => {
  it('creates a link stored only as a hash and ciphertext, lists it, and signs its phone in at its shop', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0101' });
    expect(link).toMatchObject({ phoneSuffix: '0101', state: 'active' });
    const token = tokenOf(link.path);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(loginTokens).where(eq(loginTokens.id, link.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain('55550101');

    const signedIn = await loginBy({ loginToken: token });
    expect(signedIn.statusCode).toBe(200);
    const data = signedIn.json().data;
    expect(data).toMatchObject({ companyId: SAMPLE_OWNED_COMPANY_ID, friendtalkReceiver: false });
    expect(data.phoneNumber).toBe('+821055550101');
    expect(decodeJwt(data.idToken).aud).toBe('jumun-store');

    const list = await t.app.inject({ url: base, headers: t.owner });
    const listed = list.json().data.find((item: { id: string }) => item.id === link.id);
    expect(listed.dateLastUsed).not.toBeNull();
  });

  it('makes the customer a Friendtalk receiver only with the link’s own friendtalkCode', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0102', friendtalk: true });
    const token = tokenOf(link.path);
    const wrong = await loginBy({ loginToken: token, friendtalkCode: 'not-the-code' });
    expect(wrong.json().data.friendtalkReceiver).toBe(false);
    const right = await loginBy({ loginToken: token, friendtalkCode: codeOf(link.path) });
    expect(right.json().data.friendtalkReceiver).toBe(true);
    const rewards = await t.app.inject({
      url: `/api/store/companies/${SAMPLE_OWNED_COMPANY_ID}/me/rewards`,
      headers: { authorization: `Bearer ${right.json().data.idToken}` },
    });
    expect(rewards.json().data.activity.friendtalkReceiver).toBe(true);
  });

  it('refuses a revoked link, telling the holder which shop to sign in to with SMS', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0103' });
    const revoked = await t.app.inject({
      method: 'POST',
      url: `${base}/${link.id}/revoke`,
      headers: t.owner,
    });
    expect(revoked.json().data.state).toBe('revoked');
    const refused = await loginBy({ loginToken: tokenOf(link.path) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().details).toMatchObject({ reason: 'revoked', companyId: SAMPLE_OWNED_COMPANY_ID });
  });

  it('records making and revoking a link in the 변경 기록, with who and never the token', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0107', friendtalk: true });
    await t.app.inject({ method: 'POST', url: `${base}/${link.id}/revoke`, headers: t.owner });
    // A second revoke changes nothing, so it records nothing.
    await t.app.inject({ method: 'POST', url: `${base}/${link.id}/revoke`, headers: t.owner });
    const audit = await t.app.inject({
      url: `/api/admin/companies/${SAMPLE_OWNED_COMPANY_ID}/audit?kind=loginToken`,
      headers: t.owner,
    });
    const rows = (audit.json().data as AuditEntry[]).filter((row) => row.entityId === link.id);
    expect(rows.map((row) => row.action)).toEqual(['revoked', 'created']);
    expect(rows[0]).toMatchObject({
      actorUid: SAMPLE_OWNER.uid,
      actorRole: 'owner',
      summary: '****0107',
      before: { status: 'active' },
      after: { status: 'revoked' },
    });
    expect(rows[1]?.before).toBeNull();
    expect(rows[1]?.after).toMatchObject({ phoneSuffix: '0107', isFriendtalk: true });
    expect(audit.body).not.toContain(tokenOf(link.path));
    expect(audit.body).not.toContain(codeOf(link.path));
  });

  it('refuses an expired link, telling the holder to sign in with phone + SMS at its shop', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0106', validDays: 1 });
    await t.database.db
      .update(loginTokens)
      .set({ dateExpires: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.id, link.id));
    const refused = await loginBy({ loginToken: tokenOf(link.path) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('로그인 링크가 만료되었습니다. 휴대폰 번호로 인증해 주세요.');
    expect(refused.json().details).toMatchObject({ reason: 'expired', companyId: SAMPLE_OWNED_COMPANY_ID });
    expect(refused.json().data).toBeUndefined();
    const list = await t.app.inject({ url: base, headers: t.owner });
    expect(list.json().data.find((item: { id: string }) => item.id === link.id).state).toBe('expired');
  });

  it('ends the sessions a revoked link opened within 5 s (requests, refresh, order stream); others go on', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The demo customer's phone: the same person also signs in by SMS, a session the link did not open.
    const link = await createLink({ phoneNumber: '010-0000-0005' });
    const byLink = (await loginBy({ loginToken: tokenOf(link.path) })).json().data;
    const bySms = await signInAsCustomer(t.app, '+821000000005');
    expect(byLink.uid).toBe(bySms.uid);
    const linkHeaders = { authorization: `Bearer ${byLink.idToken}` };
    const rewards = `/api/store/companies/${SAMPLE_OWNED_COMPANY_ID}/me/rewards`;
    expect((await t.app.inject({ url: rewards, headers: linkHeaders })).statusCode).toBe(200);
    const stream = await openSse(
      `${address}/api/realtime/store/companies/${SAMPLE_OWNED_COMPANY_ID}/orders`,
      linkHeaders,
    );
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.event === 'ready');

    const revokedAt = Date.now();
    await t.app.inject({ method: 'POST', url: `${base}/${link.id}/revoke`, headers: t.owner });
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open after 5 s')), 5_000)),
    ]);
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
    expect((await t.app.inject({ url: rewards, headers: linkHeaders })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/refresh',
      payload: { refreshToken: byLink.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The SMS sign-in of the same customer was not the link's.
    expect((await t.app.inject({ url: rewards, headers: bySms.headers })).statusCode).toBe(200);
  });

  it('keeps each company’s links to itself', async () => {
    const link = await createLink({ phoneNumber: '010-5555-0104' });
    const other = await t.bearer(OTHER_COMPANY_ADMIN);
    expect((await t.app.inject({ url: base, headers: other })).statusCode).toBe(403);
    const revoke = await t.app.inject({ method: 'POST', url: `${base}/${link.id}/revoke`, headers: other });
    expect(revoke.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: base,
      payload: { phoneNumber: '01055550104' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rate-limits failed attempts per IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < FAILURES_PER_IP; i += 1) {
      expect((await loginBy({ loginToken: `guess-${i}-${'x'.repeat(40)}` }, ip)).statusCode).toBe(401);
    }
    const link = await createLink({ phoneNumber: '010-5555-0105' });
    expect((await loginBy({ loginToken: tokenOf(link.path) }, ip)).statusCode).toBe(429);
    expect((await loginBy({ loginToken: tokenOf(link.path) }, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('a session a login link opened acts only at the link’s company', () => {
  const OTHER = 'demoCompanyCafe';
  const today = '20260304';
  const scoped = useTestApp({ now: () => OPEN_NOON });
  const urlsAt = (companyId: string) => ({
    rewards: `/api/store/companies/${companyId}/me/rewards`,
    friendtalkPrices: `/api/store/companies/${companyId}/me/friendtalk-prices`,
    orders: `/api/orders/listByDate?companyId=${companyId}&searchDate=${today}`,
    stream: `/api/realtime/store/companies/${companyId}/orders`,
  });
  const openLink = async (phoneNumber: string) => {
    const created = await scoped.app.inject({
      method: 'POST',
      url: base,
      headers: scoped.owner,
      payload: { phoneNumber },
    });
    const opened = await scoped.app.inject({
      method: 'POST',
      url: '/api/userAuth/login-by-token',
      payload: { loginToken: tokenOf(created.json().data.path) },
    });
    expect(opened.statusCode).toBe(200);
    return opened.json().data as { idToken: string; refreshToken: string };
  };

  it('answers 403 at another company (rewards, order list, placing, order stream) and 200 at its own', async () => {
    const byLink = await openLink('010-0000-0005');
    const headers = { authorization: `Bearer ${byLink.idToken}` };
    const at = (url: string) => scoped.app.inject({ url, headers });

    for (const url of Object.values(urlsAt(OTHER))) {
      const refused = await at(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(ERROR_MESSAGES.customerOtherCompany);
    }
    const otherDraft = draft({ items: [{ productId: `p_${OTHER}_001`, quantity: 1, selection: {} }] });
    const placedElsewhere = await placeRaw(scoped.app, headers, otherDraft, {
      companyId: OTHER,
      expectedPayableAmount: 1_500,
    });
    expect(placedElsewhere.statusCode).toBe(403);
    // A quote is public: at another company the link's session quotes as a guest, without its balances.
    const guestQuote = await quote(scoped.app, headers, otherDraft, OTHER);
    expect(guestQuote.quote.amounts.payableAmount).toBeGreaterThan(0);

    const own = urlsAt(SAMPLE_OWNED_COMPANY_ID);
    for (const url of [own.rewards, own.orders]) {
      expect((await at(url)).statusCode, url).toBe(200);
    }
    const placed = await placeOrder(scoped.app, headers, draft());
    const listed = (await at(own.orders)).json().data as { id: string }[];
    expect(listed.map((order) => order.id)).toContain(placed.id);
    const address = await scoped.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${address}${own.stream}`, headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((frame) => frame.event === 'ready');
    await stream.close();
  });

  it('stays bound after a refresh, while an SMS sign-in of the same customer may act anywhere', async () => {
    const byLink = await openLink('010-0000-0005');
    const refreshed = await scoped.app.inject({
      method: 'POST',
      url: '/api/userAuth/refresh',
      payload: { refreshToken: byLink.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${refreshed.json().data.idToken}` };
    expect((await scoped.app.inject({ url: urlsAt(OTHER).rewards, headers })).statusCode).toBe(403);
    expect(
      (await scoped.app.inject({ url: urlsAt(SAMPLE_OWNED_COMPANY_ID).rewards, headers })).statusCode,
    ).toBe(200);

    const bySms = await signInAsCustomer(scoped.app, '+821000000005');
    expect((await scoped.app.inject({ url: urlsAt(OTHER).rewards, headers: bySms.headers })).statusCode).toBe(
      200,
    );
    expect((await scoped.app.inject({ url: urlsAt(OTHER).orders, headers: bySms.headers })).statusCode).toBe(
      200,
    );
  });
});
