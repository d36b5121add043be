import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { readTokens } from '../../../lib/auth/token-store';
import { fakeIdToken, ok, startApiServer } from '../../../testing/api-server';
import { renderApp, signInAs } from '../../../testing/render-app';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
  configureApiClient({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  signInAs(null);
  api.on('POST /api/auth/send-sms', () => ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
});

const requestCode = async () => {
  const user = userEvent.setup();
  renderApp('/admin/login');
  await user.type(await screen.findByLabelText(/휴대폰 번호/), '010-0000-0002');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText('010-0000-0002로 인증번호를 보냈습니다.');
  return user;
};

/** A demo administrator with no company yet, signed in: the join page offers them the registration form. */
const signInDemoAdministrator = () => {
  const demoToken = fakeIdToken({ sub: 'uid_d', roles: ['admin'], companyIds: [] });
  window.localStorage.setItem(
    'jumun.auth.tokens',
    JSON.stringify({
      uid: 'uid_d',
      idToken: demoToken,
      refreshToken: 'r1',
      expiresAt: Date.now() + 3_600_000,
    }),
  );
  signInAs({ uid: 'uid_d', roles: ['admin'], companyIds: [] });
  api.on('GET /api/document/admin/administrator/uid_d', () =>
    ok({
      id: 'uid_d',
      companyId: '',
      companyIds: [],
      lastSelectedDemoCompanyId: 'demoCompanyCafe',
      roles: ['admin'],
      status: 'registered',
      phoneSuffix: '0001',
      revision: 1,
    }),
  );
};

describe('/admin/login (phone → SMS code)', () => {
  it('sends the code, then counts down 60 s before a resend', async () => {
    await requestCode();
    expect(api.calls[0]).toMatchObject({
      route: 'POST /api/auth/send-sms',
      body: { phoneNumber: '010-0000-0002' },
    });
    const resend = screen.getByRole('button', { name: /초 후 다시 받기/ });
    expect(resend).toBeDisabled();
    expect(resend.textContent).toMatch(/^(60|59)초 후 다시 받기$/);
  });

  it('shows the server Korean message as it is', async () => {
    api.on('POST /api/auth/send-sms', () => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: { isSuccess: false, message: '잠시 후 다시 시도해 주세요. (42초 후)', error: 'RATE_LIMITED' },
    }));
    const user = userEvent.setup();
    renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/휴대폰 번호/), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요. (42초 후)');
  });

  it('fails with the spec message when the server sends no custom token', async () => {
    api.on('POST /api/auth/verify-sms', () => ok({}));
    const user = await requestCode();
    await user.type(screen.getByLabelText(/인증번호 6자리/), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('서버 응답에 customToken이 없습니다.');
  });

  it('signs in with the custom token and lands on the dashboard', async () => {
    api.on('POST /api/auth/verify-sms', () => ok({ customToken: 'ct_1' }));
    api.on('POST /api/auth/session', () =>
      ok({
        idToken: fakeIdToken({ sub: 'uid_o', roles: ['admin'], companyIds: ['coA'] }),
        refreshToken: 'r',
        expiresIn: 3600,
        uid: 'uid_o',
      }),
    );
    const user = await requestCode();
    await user.type(screen.getByLabelText(/인증번호 6자리/), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('heading', { name: '대시보드', level: 1 })).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toContain('POST /api/auth/session');
    expect(api.calls.find((call) => call.route === 'POST /api/auth/session')?.body).toEqual({
      customToken: 'ct_1',
    });
    expect(readTokens()).toMatchObject({ uid: 'uid_o', refreshToken: 'r' });
  });
});

describe('/admin/invite/:token while signed out (issue 14)', () => {
  it('signs in and lands back on the invitation, not on the dashboard', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWx';
    api.on('POST /api/auth/verify-sms', () => ok({ customToken: 'ct_2' }));
    api.on('POST /api/auth/session', () =>
      ok({
        idToken: fakeIdToken({ sub: 'uid_n', roles: ['admin'], companyIds: [] }),
        refreshToken: 'r',
        expiresIn: 3600,
        uid: 'uid_n',
      }),
    );
    api.on(`GET /api/invitations/${token}`, () =>
      ok({
        companyId: 'coA',
        shopName: '샘플카페 합정점',
        role: 'staff',
        expiresAt: '2026-12-01T00:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/invite/${token}`);
    await user.type(await screen.findByLabelText(/휴대폰 번호/), '010-0000-0021');
    expect(router.state.location.pathname).toBe('/admin/login');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText(/인증번호 6자리/), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByTestId('invite-summary')).toHaveTextContent(
      '샘플카페 합정점에서 직원으로 초대했습니다.',
    );
    expect(router.state.location.pathname).toBe(`/admin/invite/${token}`);
  });
});

describe('registration', () => {
  it('registers a company for a demo administrator, refreshes the token and opens the dashboard', async () => {
    signInDemoAdministrator();
    api.on('POST /api/auth/addAdministratorAndCompany', () =>
      ok({
        companyId: 'co_new',
        administrator: {
          id: 'uid_d',
          companyId: 'co_new',
          companyIds: ['co_new'],
          lastSelectedDemoCompanyId: 'demoCompanyCafe',
          roles: ['admin'],
          status: 'registered',
          phoneSuffix: '0001',
          revision: 2,
          securedUserName: '',
          contactInfo: {},
          dateCreated: '',
          dateModified: '',
        },
      }),
    );
    api.on('POST /api/auth/refresh', () =>
      ok({
        idToken: fakeIdToken({ sub: 'uid_d', roles: ['admin'], companyIds: ['co_new'] }),
        refreshToken: 'r2',
        expiresIn: 3600,
        uid: 'uid_d',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin/join');
    await user.type(await screen.findByLabelText(/가게 이름/), '제주 한라봉 카페');
    await user.type(screen.getByLabelText(/가게 연락처/), '064-123-4567');
    await user.click(screen.getByRole('button', { name: '가게 등록하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(
      api.calls.find((call) => call.route === 'POST /api/auth/addAdministratorAndCompany')?.body,
    ).toEqual({
      uid: 'uid_d',
      securedPhoneSub1: '064-123-4567',
      searchField: ['4567'],
      company: {
        companyType: 'basic',
        businessInfo: { shopName: '제주 한라봉 카페' },
        contactInfo: { securedPhoneMain: '064-123-4567' },
      },
    });
    expect(api.calls.find((call) => call.route === 'POST /api/auth/refresh')?.body).toEqual({
      refreshToken: 'r1',
    });
    expect(readTokens()?.refreshToken).toBe('r2');
  }, 45_000);

  it('puts the server’s refusal of the shop name under the shop name, in its words', async () => {
    signInDemoAdministrator();
    const refusal = '상호에 쓸 수 없는 글자가 있습니다.';
    api.on('POST /api/auth/addAdministratorAndCompany', () => ({
      status: 400,
      body: {
        isSuccess: false,
        error: 'VALIDATION',
        message: '입력값이 올바르지 않습니다',
        details: [{ path: 'body.company.businessInfo.shopName', message: refusal }],
      },
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/admin/join');
    const shopName = await screen.findByLabelText(/가게 이름/);
    await user.type(shopName, '제주<카페>');
    await user.type(screen.getByLabelText(/가게 연락처/), '064-123-4567');
    await user.click(screen.getByRole('button', { name: '가게 등록하기' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(shopName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Failed to add user and company')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/join');
  }, 45_000);
});
