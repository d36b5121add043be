import type { Page } from '@playwright/test';
import { expect, PHONES, signInViaApi, storeSession, test } from '../fixtures/auth';
import { customerApi, keepShopOpen, ownerApi } from '../fixtures/shop';
import { startStreamCutter } from '../fixtures/stream-cutter';

/**
 * Issue 12 §7 on a network that fails the quiet way: the board's live stream stops getting bytes while the browser
 * stays online and nothing closes (a stalled router or proxy). The board must say "실시간 연결이 끊겼습니다" within
 * 10 s, and once the stream is back the reconnect's full re-read shows the order placed meanwhile.
 */
const cardOf = (page: Page, orderNumber: number) =>
  page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);

let restoreShop: () => Promise<void>;
test.beforeEach(async ({ request }) => {
  restoreShop = await keepShopOpen(request);
});
test.afterEach(async () => restoreShop());
test.use({ viewport: { width: 1024, height: 768 } });

test('a silently stalled stream shows the banner within 10 s, and the reconnect brings the missed order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const cutter = await startStreamCutter(baseURL ?? '');
  const placed: string[] = [];
  try {
    await storeSession(page, await signInViaApi(request, PHONES.owner), cutter.origin);
    const customer = await customerApi(request);
    const before = await customer.place();
    placed.push(before.id);

    // The board lives behind the proxy; the customer and the owner's API calls go straight to the server.
    await page.goto(`${cutter.origin}/admin/orders`);
    await expect(cardOf(page, before.orderNumber)).toBeVisible({ timeout: 30_000 });
    const banner = page.getByTestId('stale-banner');
    await expect(banner).toHaveCount(0);

    cutter.cut();
    const cutAt = Date.now();
    await expect(banner).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - cutAt).toBeLessThanOrEqual(10_000);
    await expect(banner).toHaveText(/실시간 연결이 끊겼습니다/);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // Placed while the board hears nothing: it cannot show up yet.
    const missed = await customer.place();
    placed.push(missed.id);
    await page.waitForTimeout(2_000);
    await expect(cardOf(page, missed.orderNumber)).toHaveCount(0);

    cutter.restore();
    await expect(cardOf(page, missed.orderNumber)).toBeVisible({ timeout: 30_000 });
    await expect(banner).toHaveCount(0);
  } finally {
    await cutter.close();
    const owner = await ownerApi(request);
    for (const orderId of placed) await owner.reject(orderId);
  }
});
