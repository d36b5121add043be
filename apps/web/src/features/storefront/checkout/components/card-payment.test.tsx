import type { PaymentNextAction } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { makeOrder } from '../../../../testing/factories/order';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';
import { cartLineKey } from '../../cart/utils/cart-line';
import { cartStore } from '../../cart/utils/cart-store';
import type { NicepayPayRequest } from '../utils/nicepay-sdk';

/**
 * Card payment through NicePay (issue 11): after placing, the web loads the SDK the server named and opens NicePay's
 * window with the parameters the server issued; NicePay posts the result to our server (server tests), so here the
 * page's part is: the window opens over the order page, a closed window offers 다시 결제하기 with a new attempt, and a
 * window that cannot load says so instead of hanging.
 */
const SDK_URL = 'https://pay.nicepay.example/v1/js/';
const company = makeCompany('coShop', {
  businessHours: { ...makeCompany('x').businessHours, isOpen24Hours: true },
  paymentSettings: { onsite: false, bank: false, card: true, kakaopay: false, naverpayCard: false },
});
const latte = makeProduct('p_latte', {
  productName: '카페라떼',
  categories: ['ctg_coffee'],
  priceDiscounted: 5000,
});
const nicepay = (paymentId: string): PaymentNextAction => ({
  type: 'nicepay',
  provider: 'nicepay',
  clientId: 'S2_client',
  method: 'card',
  orderId: paymentId,
  amount: 5000,
  goodsName: '카페라떼',
  returnUrl: '/api/payments/nicepay/return',
  sdkUrl: SDK_URL,
});
const awaitingPayment = makeOrder({
  id: 'ord_1',
  companyId: 'coShop',
  paymentMethod: 'card',
  orderStatus: 'paymentProcessing',
});

let api: ReturnType<typeof installFakeApi>;
type WithSdk = Window & { AUTHNICE?: { requestPay: (request: NicepayPayRequest) => void } };

beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok([latte]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option(Group)?$/, () => ok([]));
  api.on('GET', /^\/api\/store\/companies\/coShop\/me\/rewards$/, () =>
    ok({
      activity: { companyId: 'coShop', uid: 'u_1', stampRemaining: 0, pointRemaining: 0 },
      stampCard: { cardSize: 0, goals: [] },
      coupons: [],
    }),
  );
  api.on('GET', /^\/api\/store\/companies\/coShop\/orders\/ord_1$/, () => ok(awaitingPayment));
  api.on('POST', /^\/api\/order\/place$/, () =>
    ok({ id: 'ord_1', order: awaitingPayment, nextAction: nicepay('pay_1') }),
  );
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
    quantity: 1,
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
  delete (window as WithSdk).AUTHNICE;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

/** The browser finishing the SDK's script: it defines AUTHNICE (here, one that records its calls), or fails. */
const finishSdkLoad = async (sdk: WithSdk['AUTHNICE'] | 'error') => {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SDK_URL}"]`);
    if (!found) throw new Error('the SDK script was not requested');
    return found;
  });
  if (sdk === 'error') {
    script.dispatchEvent(new Event('error'));
    return;
  }
  (window as WithSdk).AUTHNICE = sdk;
  script.dispatchEvent(new Event('load'));
};

const placeCardOrder = async () => {
  const user = userEvent.setup();
  const view = renderApp('/user/coShop/checkout');
  expect(await screen.findByTestId('payable-amount', {}, { timeout: 30_000 })).toHaveTextContent('5,000원');
  await user.click(screen.getByTestId('place-order'));
  return { user, view };
};

describe('card payment through NicePay', { timeout: 60_000 }, () => {
  it('opens NicePay’s window over the order page with the server’s parameters, and pays again after a close', async () => {
    const requestPay = vi.fn<(request: NicepayPayRequest) => void>();
    const { user, view } = await placeCardOrder();
    await finishSdkLoad({ requestPay });

    await waitFor(() => expect(requestPay).toHaveBeenCalledTimes(1));
    expect(requestPay.mock.calls[0]?.[0]).toMatchObject({
      clientId: 'S2_client',
      method: 'card',
      orderId: 'pay_1',
      amount: 5000,
      goodsName: '카페라떼',
      returnUrl: new URL('/api/payments/nicepay/return', window.location.href).href,
    });
    expect(view.router.state.location.pathname).toBe('/user/coShop/orders/ord_1');
    // The shop takes cards only: that is the method chosen, without the customer having to find it.
    expect(api.calls.find((call) => call.path === '/api/order/place')?.body).toMatchObject({
      order: { paymentMethod: 'card' },
    });
    expect(cartStore.get('coShop').lines).toHaveLength(0);

    // The customer closes NicePay's window: the SDK calls fnError.
    requestPay.mock.calls[0]?.[0].fnError({ errorMsg: '사용자가 결제를 취소하셨습니다.' });
    expect(await screen.findByText('결제 창을 닫아서 결제가 끝나지 않았어요.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?payment=closed');

    api.on('POST', /^\/api\/store\/companies\/coShop\/orders\/ord_1\/pay$/, () => ok(nicepay('pay_2')));
    await user.click(screen.getByTestId('pay-again'));
    await waitFor(() => expect(requestPay).toHaveBeenCalledTimes(2));
    // A new attempt (the provider's order id is new per attempt); the SDK is loaded once per page.
    expect(requestPay.mock.calls[1]?.[0].orderId).toBe('pay_2');
    expect(document.head.querySelectorAll(`script[src="${SDK_URL}"]`)).toHaveLength(1);
  });

  it('says so when NicePay’s window cannot be opened, and keeps the order payable', async () => {
    await placeCardOrder();
    await finishSdkLoad('error');
    expect(
      await screen.findByText('결제 창을 열지 못했어요. 인터넷 연결을 확인하고 다시 결제해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-again')).toBeEnabled();
    // The order was placed once; nothing sent it again.
    expect(api.calls.filter((call) => call.path === '/api/order/place')).toHaveLength(1);
  });
});
