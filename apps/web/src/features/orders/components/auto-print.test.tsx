import type { Order, OrderStatusChangeInput } from '@jumun/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { makeOrder } from '../../../testing/factories/order';
import { type FakeApi, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

/** The board's API: one order waiting, a status change that moves it (and the list with it), the board heartbeat. */
const installBoard = () => {
  const api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator(), () => makeCompany());
  let order: Order = makeOrder({ orderNumber: 7, customerMemo: '얼음 적게' });
  api.on('GET', /^\/api\/orders\/listByDateAdmin$/, () => ok([order]));
  api.on('POST', /\/orders\/[^/]+\/status$/, (request) => {
    const change = request.body as OrderStatusChangeInput;
    order = { ...order, processStatus: change.to };
    return ok(order);
  });
  api.on('POST', /\/order-board\/heartbeat$/, () => ok({ resumed: false }));
  return api;
};

/** Every window.print() call, with the slip that was in the page at that moment. */
const capturePrints = () => {
  const printed: { kind: string | undefined; text: string }[] = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    const slip = document.querySelector<HTMLElement>('[data-testid="print-slip"]');
    printed.push({ kind: slip?.dataset.kind, text: slip?.textContent ?? '' });
  });
  return printed;
};

const acceptWithDefaultTime = async () => {
  const card = await screen.findByTestId('order-card');
  fireEvent.click(within(card).getByRole('button', { name: '접수' }));
  fireEvent.click(await screen.findByRole('button', { name: /분으로 접수$/ }));
};

describe('auto-print on accept (issue 12 §6)', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('prints the kitchen ticket once when the switch is on and the order is accepted, and remembers the switch', async () => {
    api = installBoard();
    const printed = capturePrints();
    signInAs(ADMIN_USER);
    const first = renderApp('/admin/orders');
    fireEvent.click(await screen.findByRole('switch', { name: '접수하면 주방 주문서 자동 인쇄' }));
    await acceptWithDefaultTime();

    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]?.kind).toBe('kitchen');
    expect(printed[0]?.text).toContain('7번');
    expect(printed[0]?.text).toContain('얼음 적게');
    // A kitchen ticket carries no prices.
    expect(printed[0]?.text).not.toContain('원');
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/status')),
      ).toHaveLength(1),
    );
    first.unmount();

    // The setting belongs to this tablet: a new visit finds it on.
    renderApp('/admin/orders');
    expect(await screen.findByRole('switch', { name: '접수하면 주방 주문서 자동 인쇄' })).toBeChecked();
  });

  it('prints nothing on accept while the switch is off', async () => {
    api = installBoard();
    const printed = capturePrints();
    signInAs(ADMIN_USER);
    renderApp('/admin/orders');
    expect(await screen.findByRole('switch', { name: '접수하면 주방 주문서 자동 인쇄' })).not.toBeChecked();
    await acceptWithDefaultTime();
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/status')),
      ).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(printed).toEqual([]);
  });
});
