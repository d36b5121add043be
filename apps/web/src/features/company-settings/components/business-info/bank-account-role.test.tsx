import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../../testing/factories/company';
import { ADMIN_USER, renderApp, signInAs } from '../../../../testing/render-app';
import { installFakeCompanyApi } from '../../testing/fake-company-api';

/** The web mirrors the server's role table (issue 14): the bank account is 대표 only. */
describe('bank account by role', { timeout: 45_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a 매니저 why, instead of the account fields', async () => {
    installFakeCompanyApi({
      companies: [makeCompany()],
      administrator: makeAdministrator('uid_owner', ['coA'], { companyRoles: { coA: 'manager' } }),
    });
    signInAs(ADMIN_USER);
    renderApp('/admin/company/edit-business-info');
    expect(await screen.findByTestId('bank-account-owner-only')).toHaveTextContent('매니저 권한으로는');
    expect(screen.queryByLabelText('계좌번호')).toBeNull();
    // Business details stay readable for the manager.
    expect(await screen.findByDisplayValue('샘플카페 합정점')).toBeInTheDocument();
  });

  it('gives the 대표 the account fields', async () => {
    installFakeCompanyApi({ companies: [makeCompany()] });
    signInAs(ADMIN_USER);
    renderApp('/admin/company/edit-business-info');
    expect(await screen.findByLabelText('계좌번호')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-account-owner-only')).toBeNull();
  });
});
