import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../testing/factories/company';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

/** /admin/me's own-account changes (issue 15): a new phone by SMS code, and deletion refused for a last owner. */
const installMe = () => {
  const api = installFakeApi();
  api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(makeCompany()));
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(makeAdministrator()));
  return api;
};

const posted = (api: FakeApi, path: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

describe('/admin/me account changes', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('changes the phone with the code sent to the new number', async () => {
    api = installMe();
    api.on('POST', /^\/api\/admin\/me\/phone\/send-sms$/, () => ok({ isSent: true }));
    api.on('POST', /^\/api\/admin\/me\/phone$/, () => ok({ phoneSuffix: '4321' }));
    signInAs(ADMIN_USER);
    renderApp('/admin/me');

    fireEvent.change(await screen.findByLabelText('새 휴대폰 번호'), { target: { value: '010-9876-4321' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText('인증번호 6자리');
    expect(posted(api, '/api/admin/me/phone/send-sms')).toEqual([{ phoneNumber: '010-9876-4321' }]);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '번호 변경' }));
    expect(await screen.findByText('번호를 바꿨습니다. 이제 끝자리 4321 번호로 로그인합니다.')).toBeTruthy();
    expect(posted(api, '/api/admin/me/phone')).toEqual([{ phoneNumber: '010-9876-4321', code: '123456' }]);
  });

  it("shows the server's refusal when the account is a shop's last owner, and stays signed in", async () => {
    api = installMe();
    const refusal = "'샘플카페 합정점'의 마지막 대표라서 계정을 삭제할 수 없습니다.";
    api.on('POST', /^\/api\/admin\/me\/delete$/, () => fail(409, 'CONFLICT', refusal));
    signInAs(ADMIN_USER);
    renderApp('/admin/me');

    fireEvent.click(await screen.findByRole('button', { name: '계정 삭제…' }));
    const confirm = screen.getByRole('button', { name: '계정 영구 삭제' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('delete-account-suffix'), { target: { value: '0002' } });
    fireEvent.click(confirm);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(posted(api, '/api/admin/me/delete')).toEqual([{ phoneSuffix: '0002' }]);
    // Still on the page with the form: nothing was signed out.
    expect(screen.getByTestId('delete-account-suffix')).toBeTruthy();
  });
});
