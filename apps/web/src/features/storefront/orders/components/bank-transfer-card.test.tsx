import type { Order } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { makeOrder } from '../../../../testing/factories/order';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';
import { renderWithProviders } from '../../../../testing/render-page';
import { cartLineKey } from '../../cart/utils/cart-line';
import { cartStore } from '../../cart/utils/cart-store';
import { BankTransferCard } from './bank-transfer-card';

/**
 * Issue 11 §5: 무통장입금 — "the account shown after placing". The order carries the account the shop had when it
 * was placed (a later change in 설정 does not move it); the page says how much to send where, copies the number,
 * and stops asking once the shop confirmed the transfer.
 */
const account = { bankName: '국민은행', accountNumber: '123-456-78-901234', accountHolder: '골목카페' };
const company = makeCompany('coShop', {
  businessHours: { ...makeCompany('x').businessHours, isOpen24Hours: true },
  paymentSettings: { onsite: false, bank: true, card: false, kakaopay: false, naverpayCard: false },
  bankAccount: account,
});
const latte = makeProduct('p_latte', {
  productName: '카페라떼',
  categories: ['ctg_coffee'],
  priceDiscounted: 6000,
});
const placed: Order = {
  ...makeOrder({ id: 'ord_bank', companyId: 'coShop', paymentMethod: 'bank', bankTransfer: account }),
  amounts: { ...makeOrder().amounts, payableAmount: 12_000 },
};

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok([latte]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option(Group)?$/, () => ok([]));
  api.on('GET', /^\/api\/store\/companies\/coShop\/me\/rewards$/, () =>
    ok({
      activity: { stampRemaining: 0, pointRemaining: 0 },
      stampCard: { cardSize: 0, goals: [] },
      coupons: [],
    }),
  );
  api.on('POST', /^\/api\/order\/place$/, () =>
    ok({ id: 'ord_bank', order: placed, nextAction: { type: 'complete' } }),
  );
  api.on('GET', /^\/api\/store\/companies\/coShop\/orders\/ord_bank$/, () => ok(placed));
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
    unitPrice: 6000,
    addedAt: 1,
  });
});
afterEach(() => {
  api.restore();
  cartStore.clear('coShop');
  customerSession.clear();
});

describe('무통장입금', { timeout: 60_000 }, () => {
  it('shows where to send how much right after placing, and copies the account number', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/coShop/checkout');
    expect(await screen.findByTestId('payable-amount', {}, { timeout: 30_000 })).toHaveTextContent(
      '12,000원',
    );
    await user.click(screen.getByTestId('place-order'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coShop/orders/ord_bank'));
    const card = await screen.findByTestId('bank-transfer');
    expect(card).toHaveTextContent('12,000원을 입금해 주세요');
    expect(card).toHaveTextContent('국민은행 123-456-78-901234');
    expect(card).toHaveTextContent('예금주 골목카페');
    await user.click(screen.getByRole('button', { name: '계좌 복사' }));
    expect(await navigator.clipboard.readText()).toBe('123-456-78-901234');
    expect(await screen.findByRole('button', { name: '복사됨' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/order/place')?.body).toMatchObject({
      order: { paymentMethod: 'bank' },
    });
  });

  it('stops asking for the transfer once the shop confirmed it', () => {
    renderWithProviders(<BankTransferCard order={{ ...placed, orderStatus: 'completed' }} />);
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
  });
});
