import { addSeoulDays, getSeoulParts, type Order, type SeoulDate } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../../lib/auth/customer-session';
import { makeCompany } from '../../../../testing/factories/company';
import { makeOrder } from '../../../../testing/factories/order';
import { fail, installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';
import { cartStore } from '../../cart/utils/cart-store';
import { toSearchDate } from '../utils/order-days';

/**
 * Issue 11 §6 "order history by day (today and earlier days), with re-order": the customer's orders of one Seoul day,
 * newest first; earlier days one tap away (never a day after today); 다시 담기 puts an order's lines back in the cart,
 * where today's menu re-checks them (a price that moved is shown, not silently kept).
 */
const company = makeCompany('coShop', {
  isOpen: true,
  businessHours: { ...makeCompany('x').businessHours, isOpen24Hours: true },
});
const latte = makeProduct('p_latte', {
  productName: '카페라떼',
  categories: ['ctg_coffee'],
  priceDiscounted: 5500,
});
const scone = makeProduct('p_scone', {
  productName: '플레인 스콘',
  categories: ['ctg_coffee'],
  priceDiscounted: 3800,
});

const today = getSeoulParts(new Date());
const yesterday = addSeoulDays(today, -1);
const atSeoul = (date: SeoulDate, hhmm: string) =>
  new Date(
    `${toSearchDate(date).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')}T${hhmm}:00+09:00`,
  ).toISOString();

const TEMPLATE_LINE = makeOrder().lines[0] as Order['lines'][number];
const line = (productId: string, productName: string, unitPrice: number, quantity: number) => ({
  ...TEMPLATE_LINE,
  productId,
  productName,
  basePrice: unitPrice,
  optionsPrice: 0,
  unitPrice,
  quantity,
  lineTotalBase: unitPrice * quantity,
  lineTotal: unitPrice * quantity,
  options: [],
  selection: {},
});
const order = (id: string, orderNumber: number, placed: string, fields: Partial<Order>): Order => ({
  ...makeOrder({ id, companyId: 'coShop', ...fields }),
  orderNumber,
  dateCreated: placed,
});
const morning = order('ord_morning', 3, atSeoul(today, '09:05'), {
  lines: [line('p_latte', '카페라떼', 5000, 2)],
  amounts: { ...makeOrder().amounts, payableAmount: 10_000 },
});
const noon = order('ord_noon', 7, atSeoul(today, '12:40'), {
  orderType: 'dineIn',
  processStatus: 'completed',
  lines: [line('p_scone', '플레인 스콘', 3800, 1), line('p_latte', '카페라떼', 5000, 1)],
  amounts: { ...makeOrder().amounts, payableAmount: 8800 },
});
const lastNight = order('ord_yesterday', 12, atSeoul(yesterday, '20:10'), { processStatus: 'cancelled' });

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  customerSession.establish(
    { uid: 'u_1', idToken: 'id.token.x', refreshToken: 'r', expiresIn: 3600 },
    '010-0000-0001',
  );
  api.on('GET', /^\/api\/orders\/listByDate$/, (request) => {
    const date = request.query.get('searchDate');
    return ok(
      date === toSearchDate(today) ? [morning, noon] : date === toSearchDate(yesterday) ? [lastNight] : [],
    );
  });
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(company));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok([latte, scone]));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option(Group)?$/, () => ok([]));
});
afterEach(() => {
  api.restore();
  cartStore.clear('coShop');
  customerSession.clear();
});

describe('order history', { timeout: 60_000 }, () => {
  it('lists today newest first, goes back a day, and never past today', async () => {
    const user = userEvent.setup();
    renderApp('/user/coShop/orders');
    expect(await screen.findByTestId('history-day', {}, { timeout: 30_000 })).toHaveTextContent('오늘');
    const rows = await screen.findAllByTestId('history-order');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '주문번호 007 · 12:40',
      '주문번호 003 · 09:05',
    ]);
    expect(rows[0]).toHaveTextContent('매장 · 플레인 스콘 외 1개');
    expect(rows[0]).toHaveTextContent('8,800원');
    expect(screen.getByRole('button', { name: '다음 날' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '이전 날' }));
    expect(await screen.findByTestId('history-day')).toHaveTextContent('어제');
    const [cancelled] = await screen.findAllByTestId('history-order');
    expect(cancelled).toHaveTextContent('주문번호 012 · 20:10');
    expect(cancelled).toHaveTextContent('취소');
    expect(
      api.calls
        .filter((call) => call.path === '/api/orders/listByDate')
        .at(-1)
        ?.query.get('searchDate'),
    ).toBe(toSearchDate(yesterday));

    await user.click(screen.getByRole('button', { name: '이전 날' }));
    expect(await screen.findByText('이 날 주문한 내역이 없어요.')).toBeInTheDocument();
  });

  it('다시 담기 puts the order back in the cart, re-checked against today’s menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/coShop/orders');
    const rows = await screen.findAllByTestId('history-order', {}, { timeout: 30_000 });
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: '다시 담기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/coShop/cart'));
    expect(cartStore.get('coShop')).toMatchObject({
      orderType: 'dineIn',
      lines: [
        expect.objectContaining({ productId: 'p_scone', quantity: 1, unitPrice: 3800 }),
        expect.objectContaining({ productId: 'p_latte', quantity: 1, unitPrice: 5000 }),
      ],
    });
    // 카페라떼 was 5,000원 that day and is 5,500원 now: the cart says so instead of keeping the old price.
    expect(await screen.findByText('가격이 5,000원 → 5,500원으로 바뀌었어요.')).toBeInTheDocument();
  });

  it('says plainly when a linked order does not exist, and leads to the history instead of a useless retry', async () => {
    api.on('GET', /^\/api\/store\/companies\/coShop\/orders\/ord_gone$/, () =>
      fail(404, 'NOT_FOUND', '주문을 찾을 수 없습니다.'),
    );
    renderApp('/user/coShop/orders/ord_gone');
    expect(
      await screen.findByText(
        '주문을 찾을 수 없어요. 주문내역에서 다시 확인해 주세요.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '주문내역' })).toHaveAttribute('href', '/user/coShop/orders');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
