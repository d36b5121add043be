import type { Order } from '@jumun/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { makeOrder } from '../../../testing/factories/order';
import { type FakeApi, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

/** 23:59:50 in Seoul on 2026-11-24; ten seconds later it is the 25th. */
const BEFORE_MIDNIGHT = Date.parse('2026-11-24T14:59:50.000Z');

/** The board's API with one list per Seoul day (searchDate YYYYMMDD). */
const installDays = (days: Record<string, Order[]>) => {
  const api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator(), () => makeCompany());
  api.on('GET', /^\/api\/orders\/listByDateAdmin$/, (request) =>
    ok(days[request.query.get('searchDate') ?? ''] ?? []),
  );
  api.on('POST', /\/order-board\/heartbeat$/, () => ok({ resumed: false }));
  return api;
};

const shownNumbers = () =>
  screen.queryAllByTestId('order-card').map((card) => Number(card.dataset.orderNumber));

describe('the board over midnight (issue 12: never miss an order)', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => {
    api.restore();
    vi.useRealTimers();
  });

  it("turns to the new day by itself and keeps last night's open orders on it", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: BEFORE_MIDNIGHT });
    const lastNight = (orderNumber: number, processStatus: Order['processStatus']) =>
      makeOrder({
        id: `y${orderNumber}`,
        orderNumber,
        processStatus,
        dateCreated: '2026-11-24T14:58:00.000Z',
      });
    api = installDays({
      '20261124': [lastNight(86, 'completed'), lastNight(87, 'waitingConfirm')],
      '20261125': [makeOrder({ id: 't1', orderNumber: 1, dateCreated: '2026-11-24T15:00:05.000Z' })],
    });
    signInAs(ADMIN_USER);
    renderApp('/admin/orders');
    await waitFor(() => expect(shownNumbers()).toEqual([87]));
    expect(screen.getByLabelText('날짜')).toHaveValue('2026-11-24');

    // The board's clock ticks past midnight: the new day's first order joins last night's waiting one.
    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(shownNumbers()).toEqual([87, 1]));
    expect(screen.getByLabelText('날짜')).toHaveValue('2026-11-25');
    const days = api.calls
      .filter((call) => call.path === '/api/orders/listByDateAdmin')
      .map((call) => call.query.get('searchDate'));
    expect(days).toContain('20261125');
  });
});
