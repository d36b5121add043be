import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { SUPER_USER, signInAs } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render-page';
import { CreateCompanyForm } from './create-company-form';

const BAD_PHONE = '휴대폰 번호를 확인해 주세요.';

/** 회사 만들기 (issue 14) on the one form-save hook: local checks from the shared schema, server refusals by field. */
describe('CreateCompanyForm', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('refuses an empty shop name before sending, and shows a refused phone under the phone input', async () => {
    api = installFakeApi();
    api.on('POST', /^\/api\/super\/companies$/, () =>
      fail(400, 'VALIDATION', `입력값이 올바르지 않습니다: body.ownerPhone — ${BAD_PHONE}`, [
        { path: 'body.ownerPhone', message: BAD_PHONE },
      ]),
    );
    const onCreated = vi.fn();
    signInAs(SUPER_USER);
    renderWithProviders(<CreateCompanyForm onCreated={onCreated} />);

    await userEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText('1자 이상 입력하세요')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: '가게 이름' }), '운영자가 연 가게');
    const phone = screen.getByRole('textbox', { name: '대표 휴대폰 번호' });
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByText(BAD_PHONE)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls[0]?.body).toEqual({
      shopName: '운영자가 연 가게',
      companyType: 'basic',
      ownerPhone: '12',
    });
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the company and opens it', async () => {
    api = installFakeApi();
    api.on('POST', /^\/api\/super\/companies$/, () => ok({ id: 'co_new', members: [] }));
    const onCreated = vi.fn();
    signInAs(SUPER_USER);
    renderWithProviders(<CreateCompanyForm onCreated={onCreated} />);

    await userEvent.type(screen.getByRole('textbox', { name: '가게 이름' }), '운영자가 연 가게');
    await userEvent.type(screen.getByRole('textbox', { name: '대표 휴대폰 번호' }), '010-0000-0031');
    await userEvent.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('co_new'));
    expect(await screen.findByText('회사를 만들었습니다.')).toBeInTheDocument();
  });
});
