import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../testing/factories/company';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

const LINKS = '/api/admin/companies/coA/login-tokens';

const installLinks = () => {
  const api = installFakeApi();
  api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(makeCompany()));
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(makeAdministrator()));
  api.on('GET', /^\/api\/admin\/companies\/coA\/login-tokens$/, () => ok([]));
  return api;
};

const posted = (api: FakeApi) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === LINKS).map((call) => call.body);

describe('/admin/LoginToken new link form', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('checks the phone with the shared schema, then puts the server’s refusal under it', async () => {
    api = installLinks();
    const refusal = '휴대폰 번호 형식이 아닙니다.';
    api.on('POST', /^\/api\/admin\/companies\/coA\/login-tokens$/, () =>
      fail(400, 'VALIDATION', '입력값이 올바르지 않습니다', [{ path: 'body.phoneNumber', message: refusal }]),
    );
    signInAs(ADMIN_USER);
    renderApp('/admin/LoginToken');

    const phone = await screen.findByRole('textbox', { name: /고객 휴대폰 번호/ });
    fireEvent.click(screen.getByTestId('create-login-token'));
    expect(await screen.findByText('휴대폰 번호를 입력해 주세요.')).toBeTruthy();
    expect(posted(api)).toEqual([]);

    fireEvent.change(phone, { target: { value: '02-123' } });
    fireEvent.click(screen.getByTestId('create-login-token'));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone).toHaveValue('02-123');
    expect(posted(api)).toEqual([{ phoneNumber: '02-123', validDays: 30, friendtalk: false }]);
  });

  it('clears the phone once the link is made, and shows other refusals in the server’s words', async () => {
    api = installLinks();
    api.on('POST', /^\/api\/admin\/companies\/coA\/login-tokens$/, () =>
      ok({
        id: 'lt1',
        phoneSuffix: '0015',
        path: '/token/abc',
        isFriendtalk: true,
        state: 'active',
        dateCreated: '2026-11-26T00:00:00.000Z',
        dateLastUsed: null,
        dateExpires: '2026-12-26T00:00:00.000Z',
      }),
    );
    signInAs(ADMIN_USER);
    renderApp('/admin/LoginToken');

    const phone = await screen.findByRole('textbox', { name: /고객 휴대폰 번호/ });
    fireEvent.change(phone, { target: { value: '010-4321-0015' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /친구톡/ }));
    fireEvent.click(screen.getByTestId('create-login-token'));
    expect(await screen.findByText('링크를 만들었어요.')).toBeTruthy();
    expect(phone).toHaveValue('');
    expect(posted(api)).toEqual([{ phoneNumber: '010-4321-0015', validDays: 30, friendtalk: true }]);

    const limit = '오늘 만들 수 있는 링크를 모두 만들었습니다.';
    api.on('POST', /^\/api\/admin\/companies\/coA\/login-tokens$/, () => fail(429, 'RATE_LIMITED', limit));
    fireEvent.change(phone, { target: { value: '010-4321-0016' } });
    fireEvent.click(screen.getByTestId('create-login-token'));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
  });
});
