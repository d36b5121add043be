import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('keeps the name to the administrator contract’s 50 characters and shows a stale save as a conflict', async () => {
    api = installMe();
    const stale = '서버에서 내용이 변경되어 저장할 수 없습니다';
    api.on('POST', /^\/api\/document\/admin\/administrator$/, () => fail(409, 'CONFLICT', stale));
    signInAs(ADMIN_USER);
    renderApp('/admin/me');

    const name = await screen.findByLabelText('이름');
    const save = within(name.closest('form') as HTMLFormElement).getByRole('button', { name: '저장' });
    fireEvent.change(name, { target: { value: '가'.repeat(51) } });
    expect(await screen.findByText('50자 이하로 입력하세요')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(name, { target: { value: '  김사장  ' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.getByRole('button', { name: '최신 내용 불러오기' })).toBeTruthy();
    expect(posted(api, '/api/document/admin/administrator')).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ securedUserName: '김사장', revision: 1 }) }),
    ]);
  });

  it('puts a refused device name under its field and says a lost connection in words', async () => {
    api = installMe();
    api.on('GET', /^\/api\/admin\/companies\/coA\/devices$/, () => ok([]));
    const taken = '같은 이름의 기기가 이미 있습니다.';
    api.on('POST', /^\/api\/admin\/companies\/coA\/devices$/, () =>
      fail(400, 'VALIDATION', '입력값이 올바르지 않습니다', [{ path: 'body.name', message: taken }]),
    );
    signInAs(ADMIN_USER);
    renderApp('/admin/me');

    const name = await screen.findByLabelText(/기기 이름/);
    fireEvent.click(screen.getByTestId('register-device'));
    // The shared schema's own message, before anything is sent.
    expect(await screen.findByText('기기 이름을 입력해 주세요.')).toBeTruthy();
    expect(posted(api, '/api/admin/companies/coA/devices')).toEqual([]);

    fireEvent.change(name, { target: { value: '카운터' } });
    fireEvent.click(screen.getByTestId('register-device'));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(posted(api, '/api/admin/companies/coA/devices')).toEqual([{ name: '카운터', role: 'staff' }]);

    api.on('POST', /^\/api\/admin\/companies\/coA\/devices$/, () => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(screen.getByTestId('register-device'));
    expect(
      await screen.findByText('서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
