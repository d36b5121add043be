import { type Company, emptyCustomerActivity, toPublicProduct } from '@jumun/shared';
import { makeCategory, makeOption, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';
import { cartStore } from '../../cart/utils/cart-store';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
});
afterEach(() => {
  api.restore();
  cartStore.clear('coShop');
  customerSession.clear();
});

const grind = makeOption('opt_grind', {
  optionName: '분쇄',
  styleType: 'required-highlight',
  optionItems: ['홀빈', '핸드드립용'],
  optionItemsPrice: [0, 0],
});
const products = [
  makeProduct('p_sale', {
    productName: '바닐라 라떼',
    categories: ['ctg_coffee'],
    priceOriginal: 5800,
    priceDiscounted: 5500,
  }),
  makeProduct('p_above', {
    productName: '플랫화이트',
    categories: ['ctg_coffee'],
    priceOriginal: 4000,
    priceDiscounted: 5300,
  }),
  makeProduct('p_gone', { productName: '핸드드립', categories: ['ctg_coffee'], stockQuantity: 0 }),
  makeProduct('p_bean', {
    productName: '원두 200g',
    categories: ['ctg_coffee'],
    priceOriginal: 16000,
    priceDiscounted: 16000,
    optionIds: ['opt_grind'],
  }),
];

const serveShop = (fields: Partial<Company> = {}) => {
  const base = makeCompany('coShop', { isOpen: true, ...fields });
  const company = { ...base, businessInfo: { ...base.businessInfo, shopName: '골목 카페' } };
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  // As the server answers customers: through the public allow-list (no stock count, no Friendtalk price).
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok(products.map(toPublicProduct)));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option$/, () => ok([grind]));
  api.on('GET', /^\/api\/document\/user\/optionGroup$/, () => ok([]));
};

const alwaysOpen = { ...makeCompany('x').businessHours, isOpen24Hours: true };

describe('MenuPage', { timeout: 60_000 }, () => {
  it('answers "open now?" with the shared rule, not the live switch alone: a pause closes the shop', async () => {
    serveShop({ businessHours: { ...alwaysOpen, pauseOrdersUntil: '2099-01-01T09:00:00+09:00' } });
    renderApp('/user/coShop');
    // The first render transforms the lazy route modules: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 2, name: '골목 카페' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('준비 중')).toBeInTheDocument();
    expect(screen.getByTestId('next-open')).toHaveTextContent(/^다음 영업 시작: 1월 1일 목요일 09:00$/);
  });

  it('says the switch is off in the customer’s words', async () => {
    serveShop({ isOpen: false });
    renderApp('/user/coShop');
    expect(await screen.findByText('지금은 주문을 받지 않아요', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('charges 판매가, strikes 정가 only when higher, and greys a sold-out product with 품절', async () => {
    serveShop({ businessHours: alwaysOpen });
    renderApp('/user/coShop');
    const items = await screen.findAllByTestId('menu-item', {}, { timeout: 30_000 });
    const [sale, above, gone] = items;
    expect(within(sale as HTMLElement).getByTestId('menu-price')).toHaveTextContent('5,500원');
    expect(sale).toHaveTextContent('정가 5,800원');
    expect(within(above as HTMLElement).getByTestId('menu-price')).toHaveTextContent('5,300원');
    expect(above).not.toHaveTextContent('4,000원');
    expect(gone).toHaveAttribute('data-sold-out', 'true');
    expect(within(gone as HTMLElement).getByText('품절')).toBeInTheDocument();
    expect(gone?.tagName).not.toBe('BUTTON');
  });

  it('prices a 친구톡 receiver with the Friendtalk prices read for them, and no one else', async () => {
    serveShop({ businessHours: alwaysOpen });
    const friendtalkPrices = /^\/api\/store\/companies\/coShop\/me\/friendtalk-prices$/;
    api.on('GET', friendtalkPrices, () => ok({ prices: { p_sale: 4900 } }));
    const signInWithRewards = (friendtalkReceiver: boolean) => {
      api.on('GET', /^\/api\/store\/companies\/coShop\/me\/rewards$/, () =>
        ok({
          activity: { ...emptyCustomerActivity('coShop', 'u_1'), friendtalkReceiver },
          stampCard: { cardSize: 0, goals: [] },
          coupons: [],
        }),
      );
      customerSession.establish(
        { uid: 'u_1', idToken: 'id.token.x', refreshToken: 'r', expiresIn: 3600 },
        '010-0000-0001',
      );
    };

    signInWithRewards(true);
    const view = renderApp('/user/coShop');
    const sale = () => screen.findAllByTestId('menu-item', {}, { timeout: 30_000 }).then((items) => items[0]);
    await waitFor(async () =>
      expect(within((await sale()) as HTMLElement).getByTestId('menu-price')).toHaveTextContent('4,900원'),
    );
    expect(await sale()).toHaveTextContent('정가 5,800원');
    const asked = api.calls.filter((call) => friendtalkPrices.test(call.path));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]?.headers.authorization).toBe('Bearer id.token.x');
    view.unmount();

    api.calls.length = 0;
    signInWithRewards(false);
    renderApp('/user/coShop');
    expect(within((await sale()) as HTMLElement).getByTestId('menu-price')).toHaveTextContent('5,500원');
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/me/rewards'))).toBe(true));
    expect(within((await sale()) as HTMLElement).getByTestId('menu-price')).toHaveTextContent('5,500원');
    expect(api.calls.some((call) => friendtalkPrices.test(call.path))).toBe(false);
  });

  it('keeps 담기 disabled with the reason until a required choice is made, then fills the cart', async () => {
    serveShop({ businessHours: alwaysOpen });
    const user = userEvent.setup();
    renderApp('/user/coShop');
    await user.click(await screen.findByRole('button', { name: /원두 200g/ }, { timeout: 30_000 }));
    const add = await screen.findByTestId('add-to-cart');
    await waitFor(() =>
      expect(screen.getByTestId('add-blocked-reason')).toHaveTextContent('분쇄: 하나를 골라 주세요.'),
    );
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /핸드드립용/ }));
    expect(add).toBeEnabled();
    expect(screen.queryByTestId('add-blocked-reason')).toBeNull();
    await user.click(add);
    await waitFor(() => expect(cartStore.get('coShop').lines).toHaveLength(1));
    expect(cartStore.get('coShop').lines[0]).toMatchObject({
      productId: 'p_bean',
      quantity: 1,
      unitPrice: 16000,
      selection: { opt_grind: ['핸드드립용'] },
    });
    expect(await screen.findByTestId('cart-bar')).toHaveTextContent('1개 · 16,000원');
  });
});
