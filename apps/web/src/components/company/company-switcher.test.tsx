import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../testing/factories/company';
import { type FakeApi, installFakeApi, ok } from '../../testing/fake-api';
import { signInAs } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-page';
import { CompanySwitcher } from './company-switcher';

/** Issue 14: an administrator of several shops sees, in the switcher, what they are in each. */
describe('CompanySwitcher', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('names each company with my role there', async () => {
    api = installFakeApi();
    const shops = {
      coA: makeCompany('coA'),
      coB: makeCompany('coB', { businessInfo: { ...makeCompany().businessInfo, shopName: '농장몰 본점' } }),
    };
    api.on('GET', /^\/api\/document\/admin\/company\/(co[AB])$/, (_request, match) =>
      ok(shops[match[1] as 'coA' | 'coB']),
    );
    api.on('GET', /^\/api\/document\/admin\/administrator\//, () =>
      ok(makeAdministrator('uid_owner', ['coA', 'coB'], { companyRoles: { coA: 'owner', coB: 'staff' } })),
    );
    signInAs({ uid: 'uid_owner', roles: ['admin'], companyIds: ['coA', 'coB'] });
    renderWithProviders(<CompanySwitcher />);

    const select = await screen.findByRole('combobox', { name: '가게 선택' });
    await screen.findByDisplayValue('샘플카페 합정점 · 대표');
    await userEvent.click(select);
    expect(await screen.findByRole('option', { name: '농장몰 본점 · 직원' })).toBeInTheDocument();
    expect(select).toHaveValue('샘플카페 합정점 · 대표');
  });
});
