import type { KakaoTemplateList } from '@jumun/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { registerCompany } from '../../../test/factories/company';
import { FAKE_TEMPLATES, startFakeAligoKakaoGateway } from '../../../test/fakes/aligo-kakao-gateway';
import { type SignedIn, signInWithPhone } from '../../../test/login';
import { createConsoleKakaoProvider } from './kakao-profile.provider';
import { createKakaoTemplatesService } from './kakao-templates.service';

/** 설정 › 알림톡 템플릿 (issue 15): the channel's templates and Kakao's review state of each, from Aligo. */
let gateway: Awaited<ReturnType<typeof startFakeAligoKakaoGateway>>;
let t: TestApp;
beforeAll(async () => {
  gateway = await startFakeAligoKakaoGateway();
  t = await buildTestApp({
    env: {
      KAKAO_PROVIDER: 'aligo',
      ALIGO_API_KEY: 'test-key',
      ALIGO_USER_ID: 'test-user',
      ALIGO_ALIMTALK_API_URL: gateway.url,
      AUTH_TEST_PHONE_NUMBERS: ['13', '14', '15'].map((n) => `+8210000000${n}:123456`).join(','),
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const templatesOf = async (companyId: string, who: SignedIn) =>
  t.app.inject({ url: `/api/admin/companies/${companyId}/kakao-templates`, headers: who.headers });
/** A new shop of its own owner (one company per account), with this sender key ('' = no channel connected). */
const shopOf = async (phone: string, senderKey: string) => {
  const registrant = await signInWithPhone(t.app, phone);
  const companyId = await registerCompany(t.app, registrant, {
    businessInfo: { shopName: '템플릿 카페' },
    kakaoInfo: senderKey
      ? { kakaoChannelId: `@tpl${phone.slice(-2)}`, securedSenderKey: senderKey }
      : undefined,
  });
  // A fresh sign-in lists the new company.
  return { companyId, owner: await signInWithPhone(t.app, phone) };
};

describe('GET /api/admin/companies/:companyId/kakao-templates', () => {
  it('lists each template with its own review state, the reviewer’s reason for a rejection, and its buttons', async () => {
    const { companyId, owner } = await shopOf('+821000000013', 'existing-sender-key-0001');
    const res = await templatesOf(companyId, owner);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as KakaoTemplateList;
    expect(list.source).toBe('aligo');
    expect(list.templates.map((tpl) => [tpl.code, tpl.reviewState])).toEqual([
      ['TU_0001', 'APR'],
      ['TU_0002', 'REQ'],
      ['TU_0003', 'REJ'],
      ['TU_0004', 'REG'],
    ]);
    expect(list.templates[0]).toMatchObject({
      name: '주문 완료',
      content: FAKE_TEMPLATES[0]?.templtContent,
      status: 'A',
      buttons: [{ name: '주문 확인', linkType: 'WL' }],
      dateCreated: '2026-02-01 10:00:00',
    });
    expect(list.templates[2]?.comments).toEqual(['변수 없이 고정된 문구는 승인할 수 없습니다.']);
    // The key went to Aligo decrypted, with the service's credentials.
    expect(gateway.calls.at(-1)).toMatchObject({
      path: '/akv10/template/list/',
      senderkey: 'existing-sender-key-0001',
      apikey: 'test-key',
      userid: 'test-user',
    });

    // A state this version does not know is shown as unknown, never as approved.
    gateway.setTemplates([{ ...FAKE_TEMPLATES[0], inspStatus: 'XYZ' }]);
    const odd = (await templatesOf(companyId, owner)).json().data as KakaoTemplateList;
    expect(odd.templates[0]?.reviewState).toBe('unknown');
    gateway.setTemplates(FAKE_TEMPLATES);
  });

  it('says so instead of asking Aligo when the shop has no channel, and passes Aligo’s refusal on in Korean', async () => {
    const calls = gateway.calls.length;
    const bare = await shopOf('+821000000014', '');
    expect((await templatesOf(bare.companyId, bare.owner)).json().data).toMatchObject({
      source: 'noSenderKey',
      templates: [],
    });
    expect(gateway.calls.length).toBe(calls);

    const unknownKey = await shopOf('+821000000015', 'no-such-sender-key-99');
    const refused = await templatesOf(unknownKey.companyId, unknownKey.owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('알림톡 템플릿을 불러오지 못했습니다: 등록 된 키가 없습니다');
  });

  it('with the console provider, answers that nothing is connected rather than inventing states', async () => {
    const service = createKakaoTemplatesService({
      provider: createConsoleKakaoProvider({ info: () => undefined } as never),
      senderKeyOf: async () => 'console-cafe-sender-key',
      now: () => Date.parse('2026-03-04T03:00:00Z'),
    });
    const list = await service.list({ companyId: 'coX' } as never);
    expect(list).toEqual({ source: 'console', templates: [], syncedAt: '2026-03-04T03:00:00.000Z' });
  });
});
