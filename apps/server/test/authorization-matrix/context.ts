import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { SAMPLE_OWNED_COMPANY_ID } from '../../src/seed/demo-seed';
import { buildTestApp } from '../build-app';
import { registerCompany } from '../factories/company';
import { createCouponDefinition } from '../factories/coupon-definition';
import { createProduct } from '../factories/product';
import { refreshSession, signInAsCustomer, signInWithPhone } from '../login';

/**
 * Who calls. customerA/B are storefront customers (customer-audience tokens; customerA is the seeded demo customer
 * with orders at company A). The last four carry a Bearer token that must not verify, so they act as anonymous.
 */
export const PERSONAS = [
  'anonymous',
  'demo',
  'adminA',
  'adminB',
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
    env: { AUTH_TEST_PHONE_NUMBERS: TEST_PHONE_NUMBERS, UPLOAD_DIR: uploadDir },
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
    demoCompany: 'demoCompanyCafe',
    productA: await createProductAsSuper(SAMPLE_OWNED_COMPANY_ID),
    productB: await createProductAsSuper(companyB),
    imageB,
    read,
    createProduct: createProductAsSuper,
    createCoupon: createCouponAsSuper,
    upload,
    customToken,
    refreshToken,
    demoPhone: PHONES.demo,
    close: async () => {
      await t.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
};

export type MatrixContext = Awaited<ReturnType<typeof createMatrixContext>>;
