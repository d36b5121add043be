import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompanyRole } from '@jumun/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { administrators, companyMembers, notificationOutbox } from '../../src/db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../src/seed/demo-seed';
import { buildTestApp } from '../build-app';
import { createCategory } from '../factories/category';
import { registerCompany } from '../factories/company';
import { createCouponDefinition } from '../factories/coupon-definition';
import { createProduct } from '../factories/product';
import { refreshSession, signInAsCustomer, signInWithPhone } from '../login';

/**
 * Who calls. managerB and staffB joined company B through adminB's invitations (매니저, 직원; issue 14).
 * customerA/B are storefront customers (customer-audience tokens; customerA is the seeded demo customer
 * with orders at company A). The last four carry a Bearer token that must not verify, so they act as anonymous.
 */
export const PERSONAS = [
  'anonymous',
  'demo',
  'adminA',
  'adminB',
  'managerB',
  'staffB',
  'super',
  'customerA',
  'customerB',
  'expired',
  'algNone',
  'wrongKey',
  'tampered',
] as const;
export type Persona = (typeof PERSONAS)[number];

const PHONES = {
  demo: '+821000000001',
  adminA: '+821000000002',
  adminB: '+821000000008',
  managerB: '+821000000011',
  staffB: '+821000000012',
  ownerC: '+821000000013',
  super: '+821000000009',
  customerA: '+821000000005',
  customerB: '+821000000006',
};
const TEST_PHONE_NUMBERS = Object.values(PHONES)
  .map((phone) => `${phone}:123456`)
  .join(',');

type Json = Record<string, unknown>;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A request body for multipart upload of a small PNG in the `image` field. */
const multipartImage = async () => {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
  const boundary = `----matrix${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/**
 * A seeded app plus one caller per persona, all signed in through the real endpoints: company A is the seeded
 * coJumunSample (owner uid_owner_sample), company B is registered by a new user through addAdministratorAndCompany.
 */
export const createMatrixContext = async () => {
  let clock = Date.now();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-matrix-'));
  const t = await buildTestApp({
    now: () => clock,
    env: {
      AUTH_TEST_PHONE_NUMBERS: TEST_PHONE_NUMBERS,
      UPLOAD_DIR: uploadDir,
      INVITATION_HOURLY_CAP: '1000',
    },
  });
  const app: FastifyInstance = t.app;

  const demo = await signInWithPhone(app, PHONES.demo);
  const adminA = await signInWithPhone(app, PHONES.adminA);
  const superAdmin = await signInWithPhone(app, PHONES.super);
  const newcomer = await signInWithPhone(app, PHONES.adminB);
  const customerA = await signInAsCustomer(app, PHONES.customerA);
  const customerB = await signInAsCustomer(app, PHONES.customerB);
  const companyB = await registerCompany(app, newcomer, { businessInfo: { shopName: '매트릭스 상회' } });
  const adminB = await refreshSession(app, newcomer.refreshToken);
  const managerB = await signInWithPhone(app, PHONES.managerB);
  const staffB = await signInWithPhone(app, PHONES.staffB);
  const joinB = async (who: { headers: Record<string, string> }, role: CompanyRole) => {
    const invited = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyB}/invitations`,
      headers: adminB.headers,
      payload: { role },
    });
    if (invited.statusCode !== 200) throw new Error(`setup invite: ${invited.statusCode} ${invited.body}`);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/invitations/${invited.json().data.token}/accept`,
      headers: who.headers,
    });
    if (accepted.statusCode !== 200) throw new Error(`setup accept: ${accepted.statusCode} ${accepted.body}`);
  };
  await joinB(managerB, 'manager');
  await joinB(staffB, 'staff');
  // Company C: invitations to it are accepted by the personas (and undone after each probe).
  const ownerC = await signInWithPhone(app, PHONES.ownerC);
  const companyC = await registerCompany(app, ownerC, { businessInfo: { shopName: '초대 확인 상회' } });

  clock -= 2 * 60 * 60 * 1000;
  const expired = await app.services.idTokens.sign({
    uid: superAdmin.uid,
    roles: ['admin', 'super'],
    companyIds: [],
  });
  clock += 2 * 60 * 60 * 1000;
  const now = Math.floor(clock / 1000);
  const superClaims = {
    sub: superAdmin.uid,
    roles: ['admin', 'super'],
    companyIds: [SAMPLE_OWNED_COMPANY_ID, companyB],
  };
  const wrongKey = await new SignJWT(superClaims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('jumun')
    .setAudience('jumun-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(crypto.randomBytes(32));
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...superClaims, iss: 'jumun', aud: 'jumun-api', iat: now, exp: now + 3600 })}.`;
  const [header = '', payload = '', signature = ''] = adminA.idToken.split('.');
  const tamperedPayload = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...superClaims };
  const tampered = `${header}.${base64url(tamperedPayload)}.${signature}`;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const headersOf: Record<Persona, Record<string, string>> = {
    anonymous: {},
    demo: demo.headers,
    adminA: adminA.headers,
    adminB: adminB.headers,
    managerB: managerB.headers,
    staffB: staffB.headers,
    super: superAdmin.headers,
    customerA: customerA.headers,
    customerB: customerB.headers,
    expired: bearer(expired.idToken),
    algNone: bearer(algNone),
    wrongKey: bearer(wrongKey),
    tampered: bearer(tampered),
  };
  /** The uid each persona claims to be (forged tokens claim the super admin). */
  const uidOf: Record<Persona, string> = {
    anonymous: newcomer.uid,
    demo: demo.uid,
    adminA: adminA.uid,
    adminB: adminB.uid,
    managerB: managerB.uid,
    staffB: staffB.uid,
    super: superAdmin.uid,
    customerA: customerA.uid,
    customerB: customerB.uid,
    expired: superAdmin.uid,
    algNone: superAdmin.uid,
    wrongKey: superAdmin.uid,
    tampered: adminA.uid,
  };

  /** Reads as the super admin (setup only); throws unless it succeeds. */
  const read = async (url: string): Promise<Json> => {
    const res = await app.inject({ url, headers: superAdmin.headers });
    if (res.statusCode !== 200) throw new Error(`setup read ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as Json;
  };
  /** Creates a product as the super admin (setup only) and returns its id. */
  const createProductAsSuper = async (companyId: string) =>
    (await createProduct(app, superAdmin.headers, companyId, { productName: '매트릭스 상품' })).id;
  /**
   * A product on company B's customer menu (in a category of its own), for orders placed at B. No probe changes it,
   * unlike `productB`, which the catalogue probes switch sold out and reprice.
   */
  const createMenuProductAsSuper = async (companyId: string) => {
    const category = await createCategory(app, superAdmin.headers, companyId, {
      categoryName: '매트릭스 메뉴',
    });
    const product = await createProduct(app, superAdmin.headers, companyId, {
      productName: '매트릭스 주문 상품',
      categories: [category.id],
    });
    return product.id;
  };
  /** Creates a coupon definition as the super admin (setup only) and returns its id. */
  const createCouponAsSuper = async (companyId: string) =>
    (await createCouponDefinition(app, superAdmin.headers, companyId)).id;
  const upload = async (companyId: string): Promise<InjectOptions> => {
    const { payload, headers } = await multipartImage();
    return { method: 'POST', url: `/api/admin/companies/${companyId}/images`, payload, headers };
  };
  const setupUpload = await upload(companyB);
  const uploaded = await app.inject({
    ...setupUpload,
    headers: { ...setupUpload.headers, ...superAdmin.headers },
  });
  if (uploaded.statusCode !== 200) throw new Error(`setup upload: ${uploaded.statusCode} ${uploaded.body}`);
  const imageB = uploaded.json().data.fileName as string;

  /** A new 직원 of the company (setup only), for probes that change or remove a member; returns the uid. */
  let memberSeq = 0;
  const addMember = async (companyId: string) => {
    const uid = `uid_matrix_member_${++memberSeq}`;
    await t.bearer({ uid, companyIds: [companyId], companyRole: 'staff' });
    return uid;
  };
  /** A pending invitation of company C, created by its owner (setup only); returns the token. */
  const inviteToC = async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyC}/invitations`,
      headers: ownerCSession().headers,
      payload: { role: 'staff' },
    });
    if (res.statusCode !== 200) throw new Error(`setup invite C: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  // Access is read from the database on each request, so the token from before the registration serves.
  const ownerCSession = () => ownerC;
  /** A pending invitation of a company, created by the super admin (setup only); returns its id. */
  const inviteAsSuper = async (companyId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/invitations`,
      headers: superAdmin.headers,
      payload: { role: 'staff' },
    });
    if (res.statusCode !== 200) throw new Error(`setup invite B: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  };
  /** Undoes a persona's joining company C, so every persona keeps its role for the next probes. */
  const leaveC = async (persona: Persona) => {
    await t.database.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyC), eq(companyMembers.administratorId, uidOf[persona])));
    await t.database.db
      .update(administrators)
      .set({ companyIds: sql`array_remove(${administrators.companyIds}, ${companyC})` })
      .where(eq(administrators.id, uidOf[persona]));
    app.services.sessions.forget(uidOf[persona]);
  };

  /**
   * A message the provider refused for good (setup only; no API makes one): what the 다시 보내기 probes re-send.
   * Returns its id.
   */
  let failedSeq = 0;
  const failedNotification = async (companyId: string) => {
    const [row] = await t.database.db
      .insert(notificationOutbox)
      .values({
        companyId,
        orderId: '',
        event: 'orderReady',
        dedupeKey: `matrix-failed-${++failedSeq}`,
        securedPhone: app.services.cipher.encrypt('+821000000006'),
        message: '[매트릭스] 메뉴가 준비되었습니다.',
        state: 'failed',
        attempts: 6,
        providerAnswer: 'Aligo Alimtalk refused: -99',
      })
      .returning({ id: notificationOutbox.id });
    return String(row?.id);
  };

  /** A fresh custom token / refresh token of the demo phone, for the public auth endpoints. */
  const customToken = async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-sms', payload: { phoneNumber: PHONES.demo } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-sms',
      payload: { phoneNumber: PHONES.demo, code: '123456' },
    });
    return res.json().data.customToken as string;
  };
  const refreshToken = async () => (await signInWithPhone(app, PHONES.demo)).refreshToken;

  return {
    app,
    headersOf,
    uidOf,
    companyA: SAMPLE_OWNED_COMPANY_ID,
    companyB,
    companyC,
    demoCompany: 'demoCompanyCafe',
    addMember,
    failedNotification,
    inviteAsSuper,
    inviteToC,
    leaveC,
    productA: await createProductAsSuper(SAMPLE_OWNED_COMPANY_ID),
    productB: await createProductAsSuper(companyB),
    menuProductB: await createMenuProductAsSuper(companyB),
    imageB,
    read,
    createProduct: createProductAsSuper,
    createCoupon: createCouponAsSuper,
    upload,
    customToken,
    refreshToken,
    /**
     * The demo persona's own refresh token: "log out the others" with it keeps the persona signed in (with any other
     * demo refresh token it would revoke the persona's sign-in, and its ID token with it).
     */
    demoOwnRefreshToken: demo.refreshToken,
    demoPhone: PHONES.demo,
    close: async () => {
      await t.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
};

export type MatrixContext = Awaited<ReturnType<typeof createMatrixContext>>;
