import { randomUUID } from 'node:crypto';
import { expect, PHONES, signInViaApi, test } from '../fixtures/auth';
import { COMPANY_ID, keepShopOpen, ownerApi } from '../fixtures/shop';
import { americanoAtCheckout, signInAtCheckout } from '../fixtures/storefront';

/**
 * A customer orders on a phone (issue 11 "Done when"), against the real server: a product whose required option
 * has no default cannot be added until it is chosen; two lines; sign-in with the demo customer's test phone at
 * checkout; takeout paid at the shop; the order page shows the day's number and the live status.
 */
const PHONE = { width: 390, height: 844 };
let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  // Card payments through the built-in test provider are switched on for the card journey.
  restoreShop = await keepShopOpen(request, {
    paymentSettings: { onsite: true, bank: false, card: true, kakaopay: false, naverpayCard: false },
  });
});
test.afterEach(async () => restoreShop());
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('required options, two lines, sign-in at checkout, takeout paid at the shop, live status', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(`/user/${COMPANY_ID}`);
  await page.getByRole('button', { name: /^하우스 블렌드 원두 200g/ }).click();

  const sheet = page.getByRole('dialog', { name: '하우스 블렌드 원두 200g' });
  const add = sheet.getByRole('button', { name: /담기$/ });
  await expect(add).toBeDisabled();
  await expect(sheet).toContainText('분쇄: 하나를 골라 주세요.');
  await sheet.getByRole('radio', { name: '핸드드립용' }).check();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: /^아메리카노/ }).click();
  const americano = page.getByRole('dialog', { name: '아메리카노' });
  await americano.getByText('ICE', { exact: true }).click();
  await expect(americano.getByRole('radio', { name: 'ICE' })).toBeChecked();
  await americano.getByRole('button', { name: /담기$/ }).click();
  await expect(americano).toBeHidden();

  await page
    .getByRole('link', { name: /장바구니 보기|장바구니 2개/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '장바구니' })).toBeVisible();
  await expect(page.getByText('하우스 블렌드 원두 200g')).toBeVisible();
  await expect(page.getByText('아메리카노')).toBeVisible();
  await page.getByRole('link', { name: /주문하기$/ }).click();

  await signInAtCheckout(page);

  await page.getByRole('radio', { name: /포장/ }).check();
  await page.getByRole('radio', { name: /현장 결제/ }).check();
  // The shop's numbers today so far (Asia/Seoul day): this order takes the next one.
  const owner = await ownerApi(request);
  const before = await owner.ordersToday();
  const expectedNumber = Math.max(0, ...before.map((order) => order.orderNumber)) + 1;
  await page.getByRole('button', { name: /원 주문하기$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  const orderId = page.url().split('/orders/')[1] ?? '';
  await expect(page.getByTestId('order-number')).toHaveText(String(expectedNumber).padStart(3, '0'));
  expect((await owner.ordersToday()).find((order) => order.id === orderId)?.orderNumber).toBe(expectedNumber);
  await expect(page.getByText('접수 대기').first()).toBeVisible();

  // The shop accepts on its board: the customer's page says so without a reload, with the ready time.
  const { idToken } = await signInViaApi(request, PHONES.owner);
  const accepted = await request.post(`/api/admin/companies/${COMPANY_ID}/orders/${orderId}/status`, {
    headers: { Authorization: `Bearer ${idToken}`, 'Idempotency-Key': randomUUID() },
    data: { from: 'waitingConfirm', to: 'ordered', prepMinutes: 15 },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect(page.getByText('주문 접수됨').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/쯤 준비돼요/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-status.png') });
});

test('card payment through the test provider: a decline can be paid again, an approval marks it paid', async ({
  page,
}) => {
  await americanoAtCheckout(page);
  await page.getByText('카드 결제', { exact: true }).click();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();

  // The provider's page (on our own server, like a payment company's test mode): decline first.
  await page.getByRole('button', { name: '거절' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  await expect(page.getByTestId('payment-outcome')).toBeVisible();
  await expect(page.getByText('결제 완료')).toHaveCount(0);

  await page.getByTestId('pay-again').click();
  await page.getByRole('button', { name: '승인' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  await expect(page.getByText('결제 완료').first()).toBeVisible({ timeout: 10_000 });
  // The approval is confirmed in green; nothing offers to pay again.
  await expect(page.getByTestId('pay-again')).toHaveCount(0);
});

test('delivery below the minimum order is refused with the reason, and nothing can be placed', async ({
  page,
}) => {
  await americanoAtCheckout(page);

  await page.getByText('배달', { exact: true }).click();
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울 마포구 양화로 45');
  await page.getByLabel('위도').fill('37.5515');
  await page.getByLabel('경도').fill('126.9140');

  await expect(page.getByText('최소 주문 금액 미달: 12,000원 이상 주문해 주세요.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: /원 주문하기$/ })).toBeDisabled();
});
