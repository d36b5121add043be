import { test } from '../fixtures/auth';
import { COMPANY_ID, keepShopOpen } from '../fixtures/shop';

test.use({ viewport: { width: 390, height: 844 } });
test('debug', async ({ page, request }) => {
  const restore = await keepShopOpen(request);
  page.on('response', async (r) => {
    if (r.url().includes('/company/')) console.log('RESP', r.url(), (await r.text()).slice(0, 200));
  });
  await page.goto(`/user/${COMPANY_ID}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/sf-menu2.png' });
  await restore();
});
