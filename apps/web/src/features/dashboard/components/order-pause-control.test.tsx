import type { Company } from '@jumun/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany } from '../../../testing/factories/company';
import { type FakeApi, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

/** The frame's documents, and a company save that keeps what was posted (so the re-read sees the pause). */
const installShop = () => {
  const api = installFakeApi();
  let company: Company = makeCompany();
  api.on('GET', /^\/api\/document\/admin\/company\//, () => ok(company));
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(makeAdministrator()));
  api.on('POST', /^\/api\/document\/admin\/company$/, (request) => {
    const item = (request.body as { item: Company }).item;
    company = { ...item, revision: item.revision + 1 };
    return ok({ id: company.id, revision: company.revision });
  });
  return api;
};

const savedPauses = (api: FakeApi) =>
  api.calls
    .filter((call) => call.method === 'POST' && call.path === '/api/document/admin/company')
    .map((call) => (call.body as { item: Company }).item.businessHours.pauseOrdersUntil);

describe('the dashboard pause switch', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('pauses new orders for 30 minutes from the first screen and takes them again with one tap', async () => {
    api = installShop();
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: '주문 잠시 멈춤' }));
    const before = Date.now();
    fireEvent.click(await screen.findByRole('menuitem', { name: '30분' }));

    expect(await screen.findByText(/까지 주문 멈춤$/)).toBeTruthy();
    const [paused] = savedPauses(api);
    const minutes = (Date.parse(paused ?? '') - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);

    fireEvent.click(screen.getByRole('button', { name: '다시 받기' }));
    await waitFor(() => expect(savedPauses(api)).toHaveLength(2));
    expect(savedPauses(api)[1]).toBeNull();
    expect(await screen.findByRole('button', { name: '주문 잠시 멈춤' })).toBeTruthy();
  });
});
