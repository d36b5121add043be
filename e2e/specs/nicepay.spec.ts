import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { startNicepayServer } from '../fixtures/nicepay-server';
import { COMPANY_ID, keepShopOpen } from '../fixtures/shop';
import { americanoAtCheckout } from '../fixtures/storefront';

/**
 * Card payment through NicePay end to end, as production is configured (issue 11): the storefront loads NicePay's
 * SDK, its payment window opens over the order page, a closed window can be paid again, and an authentication is
 * posted by the window to our return URL, approved by our server through NicePay's API and shown as paid. NicePay
 * is the fake gateway on 127.0.0.1, started by the test with a server of its own.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

let server: Awaited<ReturnType<typeof startNicepayServer>>;
let api: APIRequestContext;
let restoreShop: () => Promise<void>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startNicepayServer();
  api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  restoreShop = await keepShopOpen(api, {
    paymentSettings: { onsite: true, bank: false, card: true, kakaopay: false, naverpayCard: false },
  });
});
test.afterAll(async () => {
  await restoreShop?.();
  await api?.dispose();
  await server?.stop();
});

test('NicePay’s window opens over the order page; closed, paid again, approved by our server', async ({
  page,
}) => {
  await americanoAtCheckout(page, server.baseURL);

  await page.getByText('카드 결제', { exact: true }).click();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();

  // NicePay's window, over our order page: the customer closes it first.
  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  const orderUrl = page.url();
  const window = page.frameLocator('iframe[title="NICEPAY 결제창"]');
  await expect(window.getByText('4,500원')).toBeVisible();
  await window.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByText('결제 창을 닫아서 결제가 끝나지 않았어요.')).toBeVisible();
  expect(server.gateway.calls).toHaveLength(0);

  await page.getByTestId('pay-again').click();
  await window.getByRole('button', { name: '인증하기' }).click();

  // The window posts the signed result to our return URL; our server approves it and sends the browser back.
  await expect(page).toHaveURL(`${orderUrl.split('?')[0]}?payment=approved`, { timeout: 15_000 });
  await expect(page.getByText('결제가 완료됐어요.')).toBeVisible();
  await expect(page.getByText('결제 완료').first()).toBeVisible();
  await expect(page.getByTestId('pay-again')).toHaveCount(0);
  const approvals = server.gateway.calls.filter((call) => /^\/v1\/payments\/[^/]+$/.test(call.path));
  expect(approvals).toEqual([expect.objectContaining({ body: { amount: 4500 } })]);
});
