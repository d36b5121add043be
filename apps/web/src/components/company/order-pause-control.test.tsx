import type { Company } from '@jumun/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../testing/factories/company';
import { type FakeApi, installFakeApi, ok } from '../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../testing/render-app';

/** The frame's documents for an administrator of `role`, and the pause endpoint, which keeps what was posted. */
const installShop = (role: 'owner' | 'staff' = 'owner') => {
  const api = installFakeApi();
  let company: Company = makeCompany();
  api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(company));
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () =>
    ok(makeAdministrator('uid_owner', ['coA'], { companyRoles: { coA: role } })),
  );
  api.on('POST', /^\/api\/admin\/companies\/coA\/order-pause$/, (request) => {
    const { until } = request.body as { until: string | null };
    company = { ...company, businessHours: { ...company.businessHours, pauseOrdersUntil: until } };
    company = { ...company, revision: company.revision + 1 };
    return ok({ revision: company.revision, pauseOrdersUntil: until });
  });
  return api;
};

const savedPauses = (api: FakeApi) =>
  api.calls
    .filter((call) => call.method === 'POST' && call.path === '/api/admin/companies/coA/order-pause')
    .map((call) => (call.body as { until: string | null }).until);

describe('the dashboard pause switch', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('pauses new orders for 30 minutes from the first screen and takes them again with one tap', async () => {
    api = installShop();
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: '주문 잠시 멈춤' }, { timeout: 5_000 }));
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: '30분' }));

    expect(await screen.findByText(/까지 주문 멈춤$/, undefined, { timeout: 5_000 })).toBeTruthy();
    const [paused] = savedPauses(api);
    const minutes = (Date.parse(paused ?? '') - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);

    fireEvent.click(screen.getByRole('button', { name: '다시 받기' }));
    await waitFor(() => expect(savedPauses(api)).toHaveLength(2));
    expect(savedPauses(api)[1]).toBeNull();
    expect(await screen.findByRole('button', { name: '주문 잠시 멈춤' }, { timeout: 5_000 })).toBeTruthy();
    // Only the pause is sent: never the whole company document (a 직원 may not save that).
    expect(api.calls.some((call) => call.path === '/api/document/admin/company')).toBe(false);
  });

  it('is open to 직원, who run the floor', async () => {
    api = installShop('staff');
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    const button = await screen.findByRole('button', { name: '주문 잠시 멈춤' }, { timeout: 5_000 });
    await waitFor(() => expect(button).not.toBeDisabled());
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: '1시간' }));
    await waitFor(() => expect(savedPauses(api)).toHaveLength(1));
    expect(await screen.findByText(/까지 주문 멈춤$/, undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
