import { ERROR_MESSAGES } from '@jumun/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { registerCompany } from '../../../test/factories/company';
import { FAKE_KAKAO_CODE, startFakeAligoKakaoGateway } from '../../../test/fakes/aligo-kakao-gateway';
import { signInWithPhone } from '../../../test/login';
import { companies } from '../../db/schema';

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
      AUTH_TEST_PHONE_NUMBERS: '+821000000011:123456,+821000000012:123456',
    },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const MANAGER_PHONE = '010-2222-3333';

describe('이용신청 with a Kakao channel through Aligo (domain §6.2)', () => {
  it('code → sender key and channel name → registration stores the key encrypted → the channel is taken', async () => {
    const owner = await signInWithPhone(t.app, '+821000000011');
    const search = await t.app.inject({
      url: '/api/companies/search-by-kakao-channel-id?kakaoChannelId=@jumunjoin',
      headers: owner.headers,
    });
    expect(search.json().data).toEqual([]);

    const auth = await post(
      '/api/alligo/profileAuth',
      { kakaoChannelId: ' jumun join!', phoneNumber: MANAGER_PHONE },
      owner.headers,
    );
    expect(auth.json().data).toEqual({ kakaoChannelId: '@jumunjoin', isCodeSent: true });
    expect(gateway.calls.at(-1)).toMatchObject({
      path: '/akv10/profile/auth/',
      plusid: '@jumunjoin',
      phonenumber: '01022223333',
    });

    const wrong = await post(
      '/api/alligo/profileAdd',
      { kakaoChannelId: '@jumunjoin', phoneNumber: MANAGER_PHONE, code: '000000' },
      owner.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('인증번호가 일치하지 않습니다');

    const added = await post(
      '/api/alligo/profileAdd',
      { kakaoChannelId: '@jumunjoin', phoneNumber: MANAGER_PHONE, code: FAKE_KAKAO_CODE },
      owner.headers,
    );
    expect(added.statusCode).toBe(200);
    const profile = added.json().data;
    expect(profile).toEqual({
      kakaoChannelId: '@jumunjoin',
      senderKey: 'sk-jumunjoin-0123456789',
      channelName: 'jumunjoin 카페',
    });
    expect(gateway.calls.at(-2)).toMatchObject({ path: '/akv10/profile/add/', categorycode: '00600040001' });

    const companyId = await registerCompany(t.app, owner, {
      businessInfo: { shopName: profile.channelName },
      kakaoInfo: {
        kakaoChannelId: profile.kakaoChannelId,
        securedSenderKey: profile.senderKey,
        securedSender: '010-2222-3333',
      },
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(JSON.stringify(row?.kakaoInfo)).not.toContain(profile.senderKey);
    expect(JSON.stringify(row?.kakaoInfo)).not.toContain('2222-3333');
    expect(t.app.services.cipher.decrypt(row?.kakaoInfo.securedSenderKey ?? '')).toBe(profile.senderKey);

    const taken = await t.app.inject({
      url: '/api/companies/search-by-kakao-channel-id?kakaoChannelId=@jumunjoin',
      headers: owner.headers,
    });
    expect(taken.json().data).toEqual([{ companyId }]);
    const other = await signInWithPhone(t.app, '+821000000012');
    const again = await post(
      '/api/alligo/profileAuth',
      { kakaoChannelId: '@jumunjoin', phoneNumber: MANAGER_PHONE },
      other.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('이미 다른 가게에 등록된 카카오 채널');
    // Registration itself refuses a taken channel too, whatever the client skipped.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/addAdministratorAndCompany',
      headers: other.headers,
      payload: {
        uid: other.uid,
        company: { businessInfo: { shopName: '가로채기' }, kakaoInfo: { kakaoChannelId: '@jumunjoin' } },
      },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(ERROR_MESSAGES.kakaoChannelTaken);
  });

  it('takes an existing sender key instead of a code, and refuses one Aligo does not know', async () => {
    const owner = await signInWithPhone(t.app, '+821000000012');
    const known = await post(
      '/api/alligo/friendList',
      { kakaoChannelId: '@oldcafe', senderKey: 'existing-sender-key-0001' },
      owner.headers,
    );
    expect(known.json().data).toEqual({
      kakaoChannelId: '@oldcafe',
      senderKey: 'existing-sender-key-0001',
      channelName: '기존 채널 카페',
    });
    const unknown = await post(
      '/api/alligo/friendList',
      { kakaoChannelId: '@oldcafe', senderKey: 'no-such-sender-key' },
      owner.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('등록 된 키가 없습니다');
  });

  it('applies the channel id rules and needs a signed-in administrator', async () => {
    const owner = await signInWithPhone(t.app, '+821000000012');
    const short = await post(
      '/api/alligo/profileAuth',
      { kakaoChannelId: '@a!b', phoneNumber: MANAGER_PHONE },
      owner.headers,
    );
    expect(short.statusCode).toBe(400);
    const anonymous = await post(
      '/api/alligo/profileAuth',
      { kakaoChannelId: '@abcd', phoneNumber: MANAGER_PHONE },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
