import type { SuperCompanyDetail } from '@jumun/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { SUPER_USER, signInAs } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render-page';
import { CompanyDetail } from './company-detail';

const LAST_OWNER =
  '마지막 대표는 내보내거나 다른 역할로 바꿀 수 없습니다. 먼저 다른 사람을 대표로 지정해 주세요.';

const company = (members: SuperCompanyDetail['members']): SuperCompanyDetail => ({
  id: 'coA',
  shopName: '샘플카페 합정점',
  companyType: 'basic',
  status: 'active',
  isHeadCompany: false,
  parentCompanyId: '',
  dateCreated: '2026-01-01T00:00:00.000Z',
  administratorCount: members.length,
  lastOrderAt: null,
  members,
});
const OWNER = {
  uid: 'uid_park',
  name: '박사장',
  phoneSuffix: '0002',
  role: 'owner',
  status: 'active',
} as const;
const STAFF = {
  uid: 'uid_kim',
  name: '김직원',
  phoneSuffix: '0031',
  role: 'staff',
  status: 'active',
} as const;

const memberCalls = (api: FakeApi) =>
  api.calls.filter((call) => call.path.startsWith('/api/admin/companies/coA/members/'));

/** The operator's company drawer (issue 14): structure on the form-save hook, administrators editable. */
describe('CompanyDetail', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
  });

  it('names roles in Korean and changes a role or removes a member through the company’s member routes', async () => {
    api = installFakeApi();
    let members: SuperCompanyDetail['members'] = [OWNER, STAFF];
    api.on('GET', /^\/api\/super\/companies\/coA$/, () => ok(company(members)));
    api.on('PUT', /^\/api\/admin\/companies\/coA\/members\/uid_kim$/, (request) => {
      const { role } = request.body as { role: 'manager' };
      members = [OWNER, { ...STAFF, role }];
      return ok({ uid: 'uid_kim', role });
    });
    api.on('DELETE', /^\/api\/admin\/companies\/coA\/members\/uid_kim$/, () => {
      members = [OWNER];
      return ok({ uid: 'uid_kim' });
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signInAs(SUPER_USER);
    renderWithProviders(<CompanyDetail id="coA" />);

    const row = await screen.findByTestId('super-member-uid_kim');
    const roleSelect = within(row).getByRole('combobox', { name: '역할' });
    expect(roleSelect).toHaveValue('직원');
    expect(
      within(screen.getByTestId('super-member-uid_park')).getByRole('combobox', { name: '역할' }),
    ).toHaveValue('대표');
    expect(screen.getByTestId('super-company-members').textContent).not.toMatch(/owner|staff|active/);

    await userEvent.click(roleSelect);
    await userEvent.click(await screen.findByRole('option', { name: '매니저' }));
    await waitFor(() =>
      expect(memberCalls(api).map((call) => [call.method, call.body])).toEqual([
        ['PUT', { role: 'manager' }],
      ]),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('super-member-uid_kim')).getByRole('combobox', { name: '역할' }),
      ).toHaveValue('매니저'),
    );

    await userEvent.click(
      within(screen.getByTestId('super-member-uid_kim')).getByRole('button', { name: '내보내기' }),
    );
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('김직원'));
    await waitFor(() => expect(screen.queryByTestId('super-member-uid_kim')).toBeNull());
    expect(memberCalls(api).at(-1)?.method).toBe('DELETE');
  });

  it('shows the server’s last-대표 refusal in Korean and keeps the member', async () => {
    api = installFakeApi();
    api.on('GET', /^\/api\/super\/companies\/coA$/, () => ok(company([OWNER])));
    api.on('DELETE', /^\/api\/admin\/companies\/coA\/members\/uid_park$/, () =>
      fail(409, 'CONFLICT', LAST_OWNER),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signInAs(SUPER_USER);
    renderWithProviders(<CompanyDetail id="coA" />);

    const row = await screen.findByTestId('super-member-uid_park');
    await userEvent.click(within(row).getByRole('button', { name: '내보내기' }));
    expect(await screen.findByText(LAST_OWNER)).toBeInTheDocument();
    expect(screen.getByTestId('super-member-uid_park')).toBeInTheDocument();
  });

  it('saves the structure with the shared schema, and puts the server’s refusal of a field under its input', async () => {
    api = installFakeApi();
    api.on('GET', /^\/api\/super\/companies\/coA$/, () => ok(company([OWNER])));
    api.on('PATCH', /^\/api\/super\/companies\/coA$/, () =>
      fail(400, 'VALIDATION', '입력값이 올바르지 않습니다', [
        { path: 'body.parentCompanyId', message: '본사로 지정된 회사만 상위 회사로 연결할 수 있습니다.' },
      ]),
    );
    signInAs(SUPER_USER);
    renderWithProviders(<CompanyDetail id="coA" />);

    const parent = await screen.findByRole('textbox', { name: '상위 본사 회사 ID' });
    await userEvent.type(parent, 'demoMall');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('본사로 지정된 회사만 상위 회사로 연결할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(parent).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      companyType: 'basic',
      isHeadCompany: false,
      parentCompanyId: 'demoMall',
    });
  });
});
