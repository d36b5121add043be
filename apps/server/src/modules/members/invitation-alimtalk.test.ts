import type { Company } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { aligoEnv, type FakeAligoGateway, startFakeAligoGateway } from '../../../test/fakes/aligo-gateway';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/** Invitations by Alimtalk through the shop's template, by SMS without one or when Kakao refuses (issue 14). */
const OWNER = '+821000000002';
const INVITEE = '010-0000-0041';
let gateway: FakeAligoGateway;
let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  gateway = await startFakeAligoGateway();
  t = await buildTestApp({
    env: {
      ...aligoEnv(gateway),
      NOTIFY_PROVIDER: 'aligo',
      ALIGO_ALIMTALK_API_URL: gateway.url,
      AUTH_TEST_PHONE_NUMBERS: `${OWNER}:123456`,
    },
  });
  owner = await signInWithPhone(t.app, OWNER);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const invite = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${COMPANY}/invitations`,
    headers: owner.headers,
    payload: { role: 'staff', phoneNumber: INVITEE },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { path: string; sentVia: string | null };
};
const callsTo = (path: string) => gateway.calls.filter((call) => call.path === path);
const saveKakao = async (kakaoInfo: Partial<Company['kakaoInfo']>) => {
  const url = `/api/document/admin/company/${COMPANY}?companyId=`;
  const company: Company = (await t.app.inject({ url, headers: owner.headers })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/document/admin/company',
    headers: owner.headers,
    payload: { companyId: '', item: { ...company, kakaoInfo: { ...company.kakaoInfo, ...kakaoInfo } } },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('sending an invitation to a phone', () => {
  it('goes by SMS while the shop has no invitation template', async () => {
    const before = callsTo('/send/').length;
    const created = await invite();
    expect(created.sentVia).toBe('sms');
    const sms = callsTo('/send/').slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ receiver: '01000000041' });
    expect(sms[0]?.msg).toMatch(
      /^\[주문\] 샘플카페 합정점에서 직원\(으\)로 초대했습니다\. http\S+\/admin\/invite\//,
    );
    expect(sms[0]?.msg?.endsWith(created.path)).toBe(true);
  });

  it('goes by Alimtalk with the shop template, and falls back to SMS when Kakao refuses', async () => {
    await saveKakao({
      securedSender: '02-6011-0499',
      securedSenderKey: 'sender-profile-key-1234',
      noticeCodeStaffInvitation: 'TX_2001',
    });
    const created = await invite();
    expect(created.sentVia).toBe('alimtalk');
    expect(callsTo('/akv10/alimtalk/send/').at(-1)).toMatchObject({
      tpl_code: 'TX_2001',
      senderkey: 'sender-profile-key-1234',
      receiver_1: '01000000041',
      message_1: expect.stringContaining(created.path),
    });

    gateway.respondToAlimtalkWith(200, { code: -99, message: '템플릿 미승인' });
    const smsBefore = callsTo('/send/').length;
    const fallback = await invite();
    expect(fallback.sentVia).toBe('sms');
    expect(callsTo('/send/').slice(smsBefore)[0]?.msg).toContain(fallback.path);
  });
});
