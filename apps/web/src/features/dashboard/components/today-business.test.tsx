import type { DashboardToday } from '@jumun/shared';
import { makeOption, makeProduct } from '@jumun/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAdministrator, makeCompany, serveCurrentCompany } from '../../../testing/factories/company';
import { makeDashboardToday } from '../../../testing/factories/dashboard';
import { makeOrder } from '../../../testing/factories/order';
import { type FakeApi, fail, installFakeApi, ok } from '../../../testing/fake-api';
import { ADMIN_USER, renderApp, signInAs } from '../../../testing/render-app';

const soldOutAmericano = makeProduct('p1', { productName: '아메리카노', isSoldOut: true });
/** 원두: 예가체프 sold out until turned back, 디카페인 until a time still ahead. */
const beans = makeOption('o1', {
  optionName: '원두',
  optionItems: ['하우스', '예가체프', '디카페인'],
  optionItemsPrice: [0, 500, 500],
  soldOutItems: [
    { item: '예가체프', until: null },
    { item: '디카페인', until: '2099-01-01T00:00:00.000Z' },
  ],
});

const today = (
  soldOut: DashboardToday['soldOut'],
  byProcessStatus: Partial<DashboardToday['byProcessStatus']> = {},
  soldOutOptionItems: DashboardToday['soldOutOptionItems'] = [],
): DashboardToday => makeDashboardToday({ soldOut, byProcessStatus, soldOutOptionItems });

/**
 * A 직원 of coA, a sold-out 아메리카노 and 원두 option, and the catalogue's saves, which take them off the dashboard's
 * list once saved on sale. `reachable` false: the save never reaches the server (a dropped connection).
 */
const installShop = (options: { reachable: boolean }) => {
  const api = installFakeApi();
  serveCurrentCompany(api, makeAdministrator('uid_owner', ['coA'], { companyRoles: { coA: 'staff' } }), () =>
    makeCompany(),
  );
  let product = soldOutAmericano;
  let option = beans;
  api.on('GET', /^\/api\/admin\/companies\/coA\/dashboard\/today$/, () =>
    ok(
      today(
        product.isSoldOut ? [{ id: 'p1', name: '아메리카노' }] : [],
        {},
        option.soldOutItems.map(({ item }) => ({ optionId: 'o1', optionName: '원두', item })),
      ),
    ),
  );
  api.on('GET', /^\/api\/document\/admin\/option\/o1$/, () => ok(option));
  api.on('POST', /^\/api\/document\/admin\/option$/, (request) => {
    option = { ...option, ...(request.body as { item: typeof option }).item, revision: 2 };
    return ok({ id: 'o1', revision: 2 });
  });
  api.on('GET', /^\/api\/document\/admin\/product\/p1$/, () => ok(product));
  api.on('POST', /^\/api\/document\/admin\/product$/, (request) => {
    if (!options.reachable) throw new TypeError('Failed to fetch');
    product = { ...product, ...(request.body as { item: typeof product }).item, revision: 2 };
    return ok({ id: 'p1', revision: 2 });
  });
  return api;
};

const saves = (api: FakeApi, kind: 'product' | 'option') =>
  api.calls.filter((call) => call.method === 'POST' && call.path === `/api/document/admin/${kind}`);

describe('the dashboard sold-out list', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('puts a product back on sale with one tap, for 직원 too', async () => {
    api = installShop({ reachable: true });
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    const restore = await screen.findByRole('button', { name: '아메리카노 판매 재개' }, { timeout: 20_000 });
    expect(restore).toBeEnabled();
    fireEvent.click(restore);

    expect(
      await screen.findByText('아메리카노 판매를 다시 시작했습니다.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(saves(api, 'product')).toHaveLength(1);
    expect(saves(api, 'product')[0]?.body).toMatchObject({
      companyId: 'coA',
      item: { id: 'p1', productName: '아메리카노', isSoldOut: false, soldOutUntil: null },
    });
    // The list is read again and no longer names it.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: '아메리카노 판매 재개' })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });

  it('lists sold-out option items and puts one back on sale, and leaves the other sold-out items of the option', async () => {
    api = installShop({ reachable: true });
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    expect(
      await screen.findByRole('button', { name: '원두 · 디카페인 판매 재개' }, { timeout: 20_000 }),
    ).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '원두 · 예가체프 판매 재개' }));

    expect(
      await screen.findByText('원두 · 예가체프 판매를 다시 시작했습니다.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(saves(api, 'option')).toHaveLength(1);
    expect(saves(api, 'option')[0]?.body).toMatchObject({
      companyId: 'coA',
      item: {
        id: 'o1',
        optionItems: ['하우스', '예가체프', '디카페인'],
        soldOutItems: [{ item: '디카페인', until: '2099-01-01T00:00:00.000Z' }],
      },
    });
    await waitFor(
      () =>
        expect(screen.queryByRole('button', { name: '원두 · 예가체프 판매 재개' })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: '원두 · 디카페인 판매 재개' })).toBeInTheDocument();
    expect(saves(api, 'product')).toHaveLength(0);
  });

  it('says in Korean why a restore did not go through, and keeps the item listed', async () => {
    api = installShop({ reachable: false });
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: '아메리카노 판매 재개' }, { timeout: 20_000 }));

    expect(
      await screen.findByText(/^판매를 재개하지 못했습니다: 서버에 연결하지 못했습니다/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '아메리카노 판매 재개' })).toBeEnabled());
  });
});

describe('the dashboard status counts', { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('open the order board on that status, showing its orders only', async () => {
    api = installFakeApi();
    serveCurrentCompany(api, makeAdministrator(), () => makeCompany());
    const orders = [
      makeOrder({ id: 'ord_7', orderNumber: 7, processStatus: 'waitingConfirm' }),
      makeOrder({ id: 'ord_8', orderNumber: 8, processStatus: 'ordered' }),
      makeOrder({ id: 'ord_9', orderNumber: 9, processStatus: 'cooking' }),
    ];
    api.on('GET', /^\/api\/admin\/companies\/coA\/dashboard\/today$/, () =>
      ok(today([], { waitingConfirm: 1, ordered: 1, cooking: 1 })),
    );
    api.on('GET', /^\/api\/orders\/listByDateAdmin$/, () => ok(orders));
    api.on('POST', /\/order-board\/heartbeat$/, () => ok({ resumed: false }));
    signInAs(ADMIN_USER);
    const { router } = renderApp('/admin/dashboard');

    fireEvent.click(await screen.findByTestId('today-status-cooking', undefined, { timeout: 20_000 }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe('?status=cooking');
    // The accepted (ordered) order shares the cooking order's tab: the link's filter leaves the cooking one alone.
    await waitFor(() =>
      expect(screen.getAllByTestId('order-card').map((card) => card.dataset.orderNumber)).toEqual(['9']),
    );
  });
});

describe("the dashboard figures' caption", { timeout: 30_000 }, () => {
  let api: FakeApi;
  afterEach(() => api.restore());
  const CAPTION = '결제가 끝난 주문만 셉니다 (취소 · 미결제 제외).';

  it('stands under the title, above the figures it explains', async () => {
    api = installFakeApi();
    serveCurrentCompany(api, makeAdministrator(), () => makeCompany());
    api.on('GET', /^\/api\/admin\/companies\/coA\/dashboard\/today$/, () => ok(today([])));
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');

    const figure = await screen.findByText('오늘 매출', undefined, { timeout: 20_000 });
    const caption = screen.getByText(CAPTION);
    expect(caption.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is there without the figures too: it does not wait for them', async () => {
    api = installFakeApi();
    serveCurrentCompany(api, makeAdministrator(), () => makeCompany());
    api.on('GET', /^\/api\/admin\/companies\/coA\/dashboard\/today$/, () =>
      fail(500, 'INTERNAL', '잠시 후 다시 시도해 주세요.'),
    );
    signInAs(ADMIN_USER);
    renderApp('/admin/dashboard');

    expect(
      await screen.findByText('오늘의 영업을 불러오지 못했습니다.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(CAPTION)).toBeInTheDocument();
    expect(screen.queryByText('오늘 매출')).not.toBeInTheDocument();
  });
});
