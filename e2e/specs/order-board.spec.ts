import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { customerApi, keepShopOpen } from '../fixtures/shop';

/**
 * The order board (issue 12) on a tablet, against the real server: a customer places an order, the board shows it
 * with a ringing alert, the shop accepts it with a preparation time and moves it along, the customer sees each
 * step and earns the stamp; a tap made offline waits and is sent once when the network is back.
 */
const TABLET = { width: 1024, height: 768 };

const cardOf = (page: Page, orderNumber: number) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);

let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  restoreShop = await keepShopOpen(request);
});
test.afterEach(async () => restoreShop());
test.use({ viewport: TABLET });

test('a new order rings on the board, is accepted with a time, moves along, and earns the stamp', async ({
  ownerPage,
  request,
}) => {
  const customer = await customerApi(request);
  const stampsBefore = await customer.stamps();

  await ownerPage.goto('/admin/orders');
  await expect(ownerPage.getByRole('heading', { name: '주문 관리' })).toBeVisible({ timeout: 30_000 });
  await ownerPage.getByRole('button', { name: '소리 켜기' }).click();

  const placed = await customer.place();
  const card = cardOf(ownerPage, placed.orderNumber);
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('얼음 적게');
  await expect(ownerPage).toHaveTitle(/^\(\d+\) /);
  await expect
    .poll(() =>
      ownerPage.getByTestId('order-alert-audio').evaluate((audio: HTMLAudioElement) => !audio.paused),
    )
    .toBe(true);

  await card.getByRole('button', { name: '접수', exact: true }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `${placed.orderNumber}번 주문 접수` });
  await dialog.getByRole('radio', { name: '15분' }).check();
  await dialog.getByRole('button', { name: '15분으로 접수' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await customer.order(placed.id)).processStatus).toBe('ordered');
  const accepted = await customer.order(placed.id);
  expect(accepted.estimatedReadyAt).not.toBeNull();
  // Nothing left to acknowledge: the chime stops.
  await expect
    .poll(() =>
      ownerPage.getByTestId('order-alert-audio').evaluate((audio: HTMLAudioElement) => audio.paused),
    )
    .toBe(true);

  await ownerPage.getByRole('tab', { name: /진행 중/ }).click();
  await cardOf(ownerPage, placed.orderNumber).getByRole('button', { name: '조리 시작' }).click();
  await expect.poll(async () => (await customer.order(placed.id)).processStatus).toBe('cooking');
  await cardOf(ownerPage, placed.orderNumber).getByRole('button', { name: '조리 완료' }).click();
  await expect.poll(async () => (await customer.order(placed.id)).processStatus).toBe('ready');
  await cardOf(ownerPage, placed.orderNumber).getByRole('button', { name: '픽업 요청' }).click();
  await expect.poll(async () => (await customer.order(placed.id)).processStatus).toBe('waitingPickup');
  await cardOf(ownerPage, placed.orderNumber).getByRole('button', { name: '완료' }).click();
  await expect.poll(async () => (await customer.order(placed.id)).processStatus).toBe('completed');

  await ownerPage.getByRole('tab', { name: /완료/ }).click();
  await expect(cardOf(ownerPage, placed.orderNumber)).toBeVisible();
  await expect.poll(() => customer.stamps()).toBeGreaterThan(stampsBefore);

  await cardOf(ownerPage, placed.orderNumber).getByRole('button', { name: '상세' }).click();
  const detail = ownerPage.getByTestId('order-detail');
  await expect(detail).toContainText('접수 대기');
  await expect(detail).toContainText('준비 15분');
  await expect(detail).toContainText('완료됨');
  // What the customer was told, sent through the outbox (NOTIFY_PROVIDER=console here: logged, shown as sent).
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
  expect((await printed())[0]).toContain(`${placed.orderNumber}번`);
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
