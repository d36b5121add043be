import type { APIRequestContext } from '@playwright/test';
import { expect, PHONES, signInViaApi, test } from '../fixtures/auth';
import { COMPANY_ID, customerApi, keepShopOpen, storeCustomerSession } from '../fixtures/shop';

/**
 * Issue 11 on a phone, against the real server: an open menu follows the owner's sold-out switch without a reload,
 * and the demo customer's earlier orders are listed by day with 다시 담기.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  restoreShop = await keepShopOpen(request);
});
test.afterEach(async () => restoreShop());

type Product = { id: string; productName: string; isSoldOut: boolean; revision: number };

/** The owner's sold-out switch (the catalogue page's toggle saves the product document). */
const setSoldOut = async (request: APIRequestContext, name: string, isSoldOut: boolean) => {
  const { idToken } = await signInViaApi(request, PHONES.owner);
  const headers = { Authorization: `Bearer ${idToken}` };
  const list = await request.get(`/api/document/admin/product?companyId=${COMPANY_ID}`, { headers });
  const product = ((await list.json()).data as Product[]).find((candidate) => candidate.productName === name);
  if (!product) throw new Error(`no product ${name}`);
  const saved = await request.post('/api/document/admin/product', {
    headers,
    data: { companyId: COMPANY_ID, item: { ...product, isSoldOut } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
};

test('an open menu shows 품절 when the owner switches a product off, and takes it back, without a reload', async ({
  page,
  request,
}) => {
  await page.goto(`/user/${COMPANY_ID}`);
  const latte = page.getByTestId('menu-item').filter({ hasText: '카페라떼' }).first();
  await expect(latte).not.toHaveAttribute('data-sold-out', 'true');
  await page.evaluate(() => {
    (window as Window & { loadedOnce?: boolean }).loadedOnce = true;
  });
  try {
    await setSoldOut(request, '카페라떼', true);
    await expect(latte).toHaveAttribute('data-sold-out', 'true', { timeout: 10_000 });
    await expect(latte.getByText('품절')).toBeVisible();
  } finally {
    await setSoldOut(request, '카페라떼', false);
  }
  await expect(latte).not.toHaveAttribute('data-sold-out', 'true', { timeout: 10_000 });
  // Still the same page: nothing reloaded it.
  expect(await page.evaluate(() => (window as Window & { loadedOnce?: boolean }).loadedOnce)).toBe(true);
});

test('order history by day, and 다시 담기 puts yesterday’s order back in the cart', async ({
  page,
  request,
}) => {
  const customer = await customerApi(request);
  await storeCustomerSession(page, customer.tokens);
  await page.goto(`/user/${COMPANY_ID}/orders`);
  await expect(page.getByTestId('history-day')).toHaveText('오늘');
  await expect(page.getByRole('button', { name: '다음 날' })).toBeDisabled();

  // The demo customer ordered 바닐라빈 라떼 and 카페라떼 yesterday (README demo data).
  await page.getByRole('button', { name: '이전 날' }).click();
  await expect(page.getByTestId('history-day')).toHaveText('어제');
  const yesterday = page.getByTestId('history-order').first();
  await expect(yesterday).toContainText(/주문번호 \d{3} · \d{2}:\d{2}/);
  await expect(yesterday).toContainText('외 1개');
  await yesterday.getByRole('button', { name: '다시 담기' }).click();

  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/cart$`));
  const cart = page.getByRole('list', { name: '장바구니' });
  await expect(cart.getByText('카페라떼')).toBeVisible();
  await expect(cart.getByText('바닐라빈 라떼')).toBeVisible();
  await expect(page.getByRole('link', { name: /주문하기$/ })).toBeVisible();
});
