import { type OrderDraft, quoteOrder } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { fail, installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';
import { cartLineKey } from '../../cart/utils/cart-line';
import { cartStore } from '../../cart/utils/cart-store';
import { attemptKeyFor } from '../utils/attempt-key';

let api: ReturnType<typeof installFakeApi>;
const company = makeCompany('coShop', {
  businessInfo: { ...makeCompany('x').businessInfo, shopName: '골목 카페' },
  businessHours: { ...makeCompany('x').businessHours, isOpen24Hours: true },
});
const latte = makeProduct('p_latte', {
  productName: '카페라떼',
  categories: ['ctg_coffee'],
  priceDiscounted: 5000,
});
const rewards = {
  activity: {
    companyId: 'coShop',
    uid: 'u_1',
    stampCount: 0,
    stampLast: 0,
    stampRemaining: 2,
    stampTotal: 2,
    pointCount: 0,
    pointLast: 0,
    pointRemaining: 0,
    pointTotal: 0,
    orderTotalCount: 0,
    orderTotalPrice: 0,
    dateRecentOrder: null,
  },
  stampCard: { cardSize: 0, goals: [] },
  coupons: [],
};

beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok([latte]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option(Group)?$/, () => ok([]));
  api.on('GET', /^\/api\/store\/companies\/coShop\/me\/rewards$/, () => ok(rewards));
  customerSession.establish(
    { uid: 'u_1', idToken: 'id.token.x', refreshToken: 'r', expiresIn: 3600 },
    '010-0000-0001',
  );
  cartStore.setOrderType('coShop', 'takeout');
  cartStore.add('coShop', {
    key: cartLineKey('p_latte', {}),
    productId: 'p_latte',
    productName: '카페라떼',
    image: '',
    quantity: 2,
    selection: {},
    options: [],
    unitPrice: 5000,
    addedAt: 1,
  });
});
afterEach(() => {
  api.restore();
  cartStore.clear('coShop');
  customerSession.clear();
});

const serverQuote = (order: OrderDraft, price: number) =>
  quoteOrder({
    company,
    catalogue: {
      products: [{ ...latte, priceDiscounted: price }],
      categories: [makeCategory('ctg_coffee')],
      options: [],
      optionGroups: [],
    },
    order,
    customer: { pointRemaining: 0, stampRemaining: 2, coupons: [] },
    now: new Date(),
  }).quote;

describe('CheckoutPage', { timeout: 60_000 }, () => {
  it('shows the shared quote, retries a lost answer with the same Idempotency-Key, and confirms a changed price', async () => {
    let calls = 0;
    api.on('POST', /^\/api\/order\/place$/, (request) => {
      calls += 1;
      const body = request.body as { order: OrderDraft; expectedPayableAmount: number };
      if (calls === 1) return { status: 503, body: { isSuccess: false, message: '잠시 후 다시 시도하세요' } };
      if (body.expectedPayableAmount !== 11000) {
        return fail(409, 'PRICE_CHANGED', '가격이 바뀌었습니다', {
          expectedPayableAmount: body.expectedPayableAmount,
          quote: serverQuote(body.order, 5500),
        });
      }
      return ok({ id: 'ord_1', order: {}, nextAction: { type: 'complete' } });
    });
    const user = userEvent.setup();
    renderApp('/user/coShop/checkout');
    expect(await screen.findByTestId('payable-amount', {}, { timeout: 30_000 })).toHaveTextContent(
      '10,000원',
    );
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('010-0000-0001');

    await user.click(screen.getByTestId('place-order'));
    expect(
      await screen.findByText('다시 시도해도 주문이 두 번 들어가지 않아요.', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('가격이 바뀌었습니다')).toBeInTheDocument();
    expect(screen.getByText(/10,000원에서 11,000원/)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-new-price'));
    await waitFor(() => expect(cartStore.get('coShop').lines).toHaveLength(0));

    const keys = api.calls
      .filter((call) => call.path === '/api/order/place')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    // The retry after no answer is the same attempt; the order at the new price is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.calls.find((call) => call.path === '/api/order/place')?.headers.authorization).toBe(
      'Bearer id.token.x',
    );
  });

  it('greets a customer whose page closed mid-order with "not confirmed", and 다시 시도 sends that same order once', async () => {
    // The first visit sent the order; the phone dropped the page before the answer came back.
    const sent = {
      companyId: 'coShop',
      order: { orderType: 'takeout', items: [{ productId: 'p_latte', quantity: 2, selection: {} }] },
      expectedPayableAmount: 10000,
      clientSnapshot: { pointRemaining: 0, stampRemaining: 2 },
    };
    const key = attemptKeyFor('coShop', sent);
    api.on('POST', /^\/api\/order\/place$/, () =>
      ok({ id: 'ord_1', order: {}, nextAction: { type: 'complete' } }),
    );
    api.on('GET', /^\/api\/store\/companies\/coShop\/orders\/ord_1$/, () => fail(503, 'X', '잠시 후'));
    const user = userEvent.setup();
    const { router } = renderApp('/user/coShop/checkout');
    const notice = await screen.findByTestId('place-unconfirmed', {}, { timeout: 30_000 });
    expect(notice).toHaveTextContent('주문이 전송됐는지 확인하지 못했어요');
    expect(screen.getByRole('link', { name: '주문내역 확인' })).toHaveAttribute(
      'href',
      '/user/coShop/orders',
    );

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coShop/orders/ord_1'));
    const placed = api.calls.filter((call) => call.path === '/api/order/place');
    expect(placed).toHaveLength(1);
    expect(placed[0]?.headers['idempotency-key']).toBe(key);
    expect(placed[0]?.body).toEqual(sent);
    expect(cartStore.get('coShop').lines).toHaveLength(0);
    expect(window.localStorage.getItem('jumun.checkout.attempt:coShop')).toBeNull();
  });
});
