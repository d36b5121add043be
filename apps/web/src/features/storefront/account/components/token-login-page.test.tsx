import { makeCategory } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { fail, installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(makeCompany('coShop')));
  api.on('GET', /^\/api\/document\/user\/(product|option|optionGroup)$/, () => ok([]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/store\/companies\/coShop\/me\/rewards$/, () => fail(404, 'NOT_FOUND', '없음'));
});
afterEach(() => {
  api.restore();
  customerSession.clear();
});

/** Issue 15: a link opened after its expiry asks for the phone + SMS code, then opens the link's shop. */
describe('TokenLoginPage', { timeout: 60_000 }, () => {
  it('signs in with a live link, remembering its shop (the only one that session may act at)', async () => {
    api.on('POST', /^\/api\/userAuth\/login-by-token$/, () =>
      ok({
        uid: 'u_1',
        idToken: 'id.token.link',
        refreshToken: 'r',
        expiresIn: 3600,
        companyId: 'coShop',
        friendtalkReceiver: false,
        phoneNumber: '+821012345678',
      }),
    );
    const { router } = renderApp('/token/liveToken');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coShop'), { timeout: 30_000 });
    expect(customerSession.get()).toMatchObject({ idToken: 'id.token.link', companyId: 'coShop' });
  });

  it('falls back to phone + SMS for an expired link, then opens the link’s shop', async () => {
    api.on('POST', /^\/api\/userAuth\/login-by-token$/, () =>
      fail(401, 'UNAUTHENTICATED', '로그인 링크가 만료되었습니다. 휴대폰 번호로 인증해 주세요.', {
        reason: 'expired',
        companyId: 'coShop',
      }),
    );
    api.on('POST', /^\/api\/userAuth\/send-sms$/, () =>
      ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }),
    );
    api.on('POST', /^\/api\/userAuth\/verify-sms$/, () => ok({ customToken: 'custom' }));
    api.on('POST', /^\/api\/userAuth\/session$/, () =>
      ok({ uid: 'u_1', idToken: 'id.token.x', refreshToken: 'r', expiresIn: 3600 }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/token/expiredToken');

    expect(await screen.findByTestId('token-login-failed', {}, { timeout: 30_000 })).toHaveTextContent(
      '링크가 만료되었거나 더 이상 쓸 수 없어요. 휴대폰 번호로 로그인해 주세요.',
    );
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
    await user.click(screen.getByTestId('send-code'));
    const digits = (await screen.findAllByLabelText('인증번호 6자리')).filter((el) => el.tagName === 'INPUT');
    await user.click(digits[0] as HTMLElement);
    await user.paste('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coShop'));
    expect(customerSession.get()?.idToken).toBe('id.token.x');
    const sent = api.calls.find((call) => call.path === '/api/userAuth/send-sms');
    expect(sent?.body).toMatchObject({ phoneNumber: '010-1234-5678' });
  });
});
