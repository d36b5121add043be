import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { consoleMessagesContaining } from '../fixtures/console-notifications';
import { COMPANY_ID, customerApi, keepShopOpen, ownerApi, storeCustomerSession } from '../fixtures/shop';

/**
 * The order board (issue 12 "Done when") on a tablet, against the real server: a customer on a phone (a second
 * browser context) orders through the storefront, the board shows it with a ringing alert, the shop accepts it with
 * 15 minutes and moves it along, the customer's page shows each step and the ready time, the ready message reaches
 * the console notifier's log, and the stamp is earned; a tap made offline waits and is sent once when back.
 */
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

const cardOf = (page: Page, orderNumber: number) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);

let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  restoreShop = await keepShopOpen(request);
  // Orders another test left waiting would keep the chime ringing.
  await (await ownerApi(request)).rejectAllWaiting();
});
test.afterEach(async () => restoreShop());
test.use({ viewport: TABLET });

test('a customer orders on a phone; the board rings, accepts with 15 min, moves it along; the customer sees each step', async ({
  ownerPage,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await customerApi(request);
  const stampsBefore = await customer.stamps();

  await ownerPage.goto('/admin/orders');
  await expect(ownerPage.getByRole('heading', { name: '주문 관리' })).toBeVisible({ timeout: 30_000 });
  await ownerPage.getByRole('button', { name: '소리 켜기' }).click();

  // The customer, on their own phone: a second browser context, ordering through the storefront.
  const phone = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const shopper = await phone.newPage();
  await storeCustomerSession(shopper, customer.tokens);
  await shopper.goto(`/user/${COMPANY_ID}`);
  await shopper.getByRole('button', { name: /^아메리카노/ }).click();
  await shopper.getByRole('dialog', { name: '아메리카노' }).getByRole('button', { name: /담기$/ }).click();
  await shopper
    .getByRole('link', { name: /장바구니/ })
    .first()
    .click();
  await shopper.getByRole('link', { name: /주문하기$/ }).click();
  await shopper.getByRole('textbox', { name: '사장님께 요청사항' }).fill('얼음 적게');
  await shopper.getByRole('radio', { name: /포장/ }).check();
  await shopper.getByRole('radio', { name: /현장 결제/ }).check();
  await shopper.getByRole('button', { name: /원 주문하기$/ }).click();
  await expect(shopper).toHaveURL(new RegExp(`/user/${COMPANY_ID}/orders/ord_`), { timeout: 15_000 });
  const orderId = shopper.url().split('/orders/')[1] ?? '';
  const orderNumber = Number(await shopper.getByTestId('order-number').innerText());
  const status = shopper.getByTestId('process-status');
  await expect(status).toHaveText('접수 대기');

  // The board: the order is there without a reload, ringing until someone acts.
  const card = cardOf(ownerPage, orderNumber);
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('얼음 적게');
  await expect(ownerPage).toHaveTitle(/^\(\d+\) /);
  await expect
    .poll(() =>
      ownerPage.getByTestId('order-alert-audio').evaluate((audio: HTMLAudioElement) => !audio.paused),
    )
    .toBe(true);

  await card.getByRole('button', { name: '접수', exact: true }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `${orderNumber}번 주문 접수` });
  await dialog.getByRole('radio', { name: '15분' }).check();
  await dialog.getByRole('button', { name: '15분으로 접수' }).click();
  await expect(dialog).toBeHidden();

  // The customer's page says so, live, with the time the board's 15 minutes give.
  await expect(status).toHaveText('주문 접수됨', { timeout: 10_000 });
  const accepted = await customer.order(orderId);
  const readyAt = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(accepted.estimatedReadyAt ?? ''));
  await expect(shopper.getByText(`${readyAt}쯤 준비돼요`)).toBeVisible();
  // Nothing left to acknowledge: the chime stops.
  await expect
    .poll(() =>
      ownerPage.getByTestId('order-alert-audio').evaluate((audio: HTMLAudioElement) => audio.paused),
    )
    .toBe(true);

  await ownerPage.getByRole('tab', { name: /진행 중/ }).click();
  await cardOf(ownerPage, orderNumber).getByRole('button', { name: '조리 시작' }).click();
  await expect(status).toHaveText('조리 중', { timeout: 10_000 });
  await cardOf(ownerPage, orderNumber).getByRole('button', { name: '조리 완료' }).click();
  await expect(status).toHaveText('조리 완료', { timeout: 10_000 });

  // The ready message, as the console notifier wrote it (NOTIFY_PROVIDER=console in e2e), once, to this customer.
  const readyText = `주문번호 ${orderNumber}번 메뉴가 준비되었습니다`;
  await expect.poll(() => consoleMessagesContaining(readyText).length, { timeout: 15_000 }).toBe(1);
  expect(consoleMessagesContaining(readyText)[0]).toMatchObject({ to: '010-****-0005' });

  await cardOf(ownerPage, orderNumber).getByRole('button', { name: '픽업 요청' }).click();
  await expect(status).toHaveText('픽업 대기', { timeout: 10_000 });
  await cardOf(ownerPage, orderNumber).getByRole('button', { name: '완료' }).click();
  await expect(status).toHaveText('완료됨', { timeout: 10_000 });
  await expect.poll(() => customer.stamps()).toBeGreaterThan(stampsBefore);
  await phone.close();

  await ownerPage.getByRole('tab', { name: /완료/ }).click();
  await cardOf(ownerPage, orderNumber).getByRole('button', { name: '상세' }).click();
  const detail = ownerPage.getByTestId('order-detail');
  await expect(detail).toContainText('접수 대기');
  await expect(detail).toContainText('준비 15분');
  await expect(detail).toContainText('완료됨');
  // What the customer was told, sent through the outbox: shown as sent on the order.
  const messages = ownerPage.getByTestId('order-notifications');
  await expect(messages).toContainText('픽업 안내', { timeout: 15_000 });
  await expect(messages).toContainText('메뉴가 준비되었습니다');
  await expect(messages).not.toContainText('대기 중', { timeout: 15_000 });
  await expect(messages).toContainText('보냄');

  // Printing: the browser's dialog is replaced by a counter; a second print of the same slip asks first.
  await ownerPage.evaluate(() => {
    (window as unknown as { printed: string[] }).printed = [];
    window.print = () => {
      const slip = document.querySelector('[data-testid="print-slip"]');
      (window as unknown as { printed: string[] }).printed.push(slip?.textContent ?? '');
    };
  });
  const printed = () => ownerPage.evaluate(() => (window as unknown as { printed: string[] }).printed);
  await detail.getByRole('button', { name: '주방 주문서 인쇄' }).click();
  await expect.poll(async () => (await printed()).length).toBe(1);
  expect((await printed())[0]).toContain(`${orderNumber}번`);
  expect((await printed())[0]).toContain('얼음 적게');
  await detail.getByRole('button', { name: '주방 주문서 인쇄' }).click();
  const again = ownerPage.getByRole('dialog', { name: '이미 출력됨' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: '다시 출력' }).click();
  await expect.poll(async () => (await printed()).length).toBe(2);
});

test('offline: the banner shows, a tap waits as pending and is sent once when back; rejecting needs a reason', async ({
  ownerPage,
  request,
}) => {
  const customer = await customerApi(request);
  const first = await customer.place();
  const second = await customer.place();

  await ownerPage.goto('/admin/orders');
  await expect(cardOf(ownerPage, first.orderNumber)).toBeVisible({ timeout: 30_000 });

  await ownerPage.context().setOffline(true);
  await expect(ownerPage.getByRole('alert').filter({ hasText: '인터넷 연결이 끊겼습니다' })).toBeVisible({
    timeout: 5_000,
  });
  // The header's sync badge says so too, within 5 s (issue 9).
  await expect(ownerPage.getByRole('banner').getByText('오프라인', { exact: true })).toBeVisible({
    timeout: 5_000,
  });
  await cardOf(ownerPage, first.orderNumber).getByRole('button', { name: '접수', exact: true }).click();
  await ownerPage.getByRole('button', { name: /분으로 접수$/ }).click();
  await expect(cardOf(ownerPage, first.orderNumber).getByTestId('pending-change')).toHaveText(
    '전송 대기 중…',
  );
  expect((await customer.order(first.id)).processStatus).toBe('waitingConfirm');

  await ownerPage.context().setOffline(false);
  await expect
    .poll(async () => (await customer.order(first.id)).processStatus, { timeout: 15_000 })
    .toBe('ordered');
  await expect(cardOf(ownerPage, first.orderNumber).getByTestId('pending-change')).toHaveCount(0);

  await cardOf(ownerPage, second.orderNumber).getByRole('button', { name: '거절' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `${second.orderNumber}번 주문 거절` });
  await dialog.getByRole('radio', { name: '기타' }).check();
  await expect(dialog.getByRole('button', { name: '거절하기' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '사유 입력' }).fill('포장 용기 소진');
  await dialog.getByRole('button', { name: '거절하기' }).click();
  await expect.poll(async () => (await customer.order(second.id)).processStatus).toBe('cancelled');
});

test('the installable admin entry /webapp-admin opens the order board', async ({ ownerPage }) => {
  await ownerPage.goto('/webapp-admin');
  await expect(ownerPage).toHaveURL(/\/admin\/orders$/);
  await expect(ownerPage.getByRole('heading', { name: '주문 관리' })).toBeVisible({ timeout: 30_000 });
});
