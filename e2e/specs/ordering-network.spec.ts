import { expect, test } from '../fixtures/auth';
import { COMPANY_ID, keepShopOpen, ownerApi } from '../fixtures/shop';
import { americanoAtCheckout } from '../fixtures/storefront';

/**
 * A customer ordering on a bad network (issue 11, house rule: an order must be neither placed twice nor silently
 * lost): the answer to 주문하기 lost on the way back, the page closed before it came, or no network at all.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  restoreShop = await keepShopOpen(request);
});
test.afterEach(async () => restoreShop());

test('an answer lost on the way back: the page reopened says so, and 다시 시도 lands on the one order', async ({
  page,
  request,
}) => {
  const owner = await ownerApi(request);
  await americanoAtCheckout(page);
  await page.getByRole('radio', { name: /현장 결제/ }).check();
  const before = (await owner.ordersToday()).length;

  // The server takes the order; its answer never reaches the phone.
  let isFirst = true;
  await page.route('**/api/order/place', async (route) => {
    if (!isFirst) return route.continue();
    isFirst = false;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: /원 주문하기$/ }).click();
  await expect(page.getByTestId('place-unconfirmed')).toContainText('주문이 전송됐는지 확인하지 못했어요');
  const placed = await owner.ordersToday();
  expect(placed).toHaveLength(before + 1);

  // The customer closes the page and comes back to it later: the unconfirmed order is still there.
  await page.reload();
  await expect(page.getByTestId('place-unconfirmed')).toBeVisible();
  await page.getByTestId('place-unconfirmed').getByRole('button', { name: '다시 시도' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  const orderId = page.url().split('/orders/')[1];
  const after = await owner.ordersToday();
  expect(after).toHaveLength(before + 1);
  expect(after.map((order) => order.id)).toContain(orderId);
  await expect(page.getByTestId('order-number')).toBeVisible();
});

test('no network at all: the page says so, nothing is placed, and once online it is placed once', async ({
  page,
  request,
  context,
}) => {
  const owner = await ownerApi(request);
  await americanoAtCheckout(page);
  await page.getByRole('radio', { name: /현장 결제/ }).check();
  const before = (await owner.ordersToday()).length;

  await context.setOffline(true);
  await page.getByRole('button', { name: /원 주문하기$/ }).click();
  await expect(page.getByTestId('place-unconfirmed')).toContainText('인터넷 연결이 끊겼어요');
  expect(await owner.ordersToday()).toHaveLength(before);

  await context.setOffline(false);
  await page.getByTestId('place-unconfirmed').getByRole('button', { name: '다시 시도' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  expect(await owner.ordersToday()).toHaveLength(before + 1);
});
