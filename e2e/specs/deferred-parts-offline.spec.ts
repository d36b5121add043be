import { expect, test } from '../fixtures/auth';

/**
 * Some parts of a page load after it is shown (the toasts, the sync badge, the charts). A tablet that loses the
 * network before they arrive must keep its page: the CI run of 2026-11-27 saw the order board vanish when the toasts'
 * stylesheet failed while offline (decision 041). Here their files fail as if offline; the board stays, nothing is
 * thrown, and once the browser is back online they load.
 */
const TOAST_FILES = /\/assets\/toasts-[^/]+\.(js|css)$/;
// A first visit: no service worker has cached the files yet (and page.route does not see what one answers).
test.use({ serviceWorkers: 'block' });

test('a network cut before the deferred parts loaded leaves the board working; they load once back online', async ({
  ownerPage,
}) => {
  const pageErrors: string[] = [];
  ownerPage.on('pageerror', (error) => pageErrors.push(error.message));
  let failedLoads = 0;
  await ownerPage.route(TOAST_FILES, (route) => {
    failedLoads += 1;
    return route.abort('internetdisconnected');
  });

  await ownerPage.goto('/admin/orders');
  const heading = ownerPage.getByRole('heading', { name: '주문 관리' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // The toasts are fetched once the page is idle (at most 2 s after load) and fail.
  await expect.poll(() => failedLoads, { timeout: 15_000 }).toBeGreaterThan(0);
  await ownerPage.waitForTimeout(500);
  await expect(heading).toBeVisible();
  await expect(ownerPage.getByRole('tab', { name: /접수 대기/ })).toBeVisible();
  expect(pageErrors).toEqual([]);
  await expect(ownerPage.locator('.mantine-Notifications-root')).toHaveCount(0);

  await ownerPage.unroute(TOAST_FILES);
  await ownerPage.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(ownerPage.locator('.mantine-Notifications-root').first()).toBeAttached({ timeout: 15_000 });
  // Their stylesheet came too: the container is laid out as a fixed layer, not in the page's flow.
  await expect
    .poll(() =>
      ownerPage
        .locator('.mantine-Notifications-root')
        .first()
        .evaluate((element) => getComputedStyle(element).position),
    )
    .toBe('fixed');
  await expect(heading).toBeVisible();
  expect(pageErrors).toEqual([]);
});
