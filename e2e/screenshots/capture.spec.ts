import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';
import { PHONES, signInViaApi, storeSession } from '../fixtures/auth';

/**
 * Screenshots of the shell's pages in light and dark mode at desktop and tablet widths, for people to look
 * at (issue #4: "look at screenshots of every page"). Run with `SCREENSHOTS=1 npx playwright test -c
 * e2e/playwright.config.ts`; the files land in e2e/screenshots/out/ and are not committed.
 */
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1280, height: 860 },
  { width: 820, height: 1180 },
] as const;

const PAGES: {
  name: string;
  path: string;
  as?: keyof typeof PHONES;
  prepare?: (page: Page) => Promise<void>;
}[] = [
  { name: 'login', path: '/admin/login' },
  { name: 'welcome', path: '/admin/welcome' },
  { name: 'landing', path: '/' },
  { name: 'storefront', path: '/user/demoCompanyCafe' },
  { name: 'not-found', path: '/nope' },
  { name: 'dashboard-owner', path: '/admin/dashboard', as: 'owner' },
  { name: 'dashboard-demo', path: '/admin/dashboard', as: 'demo' },
  { name: 'me-demo', path: '/admin/me', as: 'demo' },
  { name: 'join-demo', path: '/admin/join', as: 'demo' },
  { name: 'orders', path: '/admin/orders', as: 'owner' },
  { name: 'settings', path: '/admin/settings', as: 'owner' },
  {
    name: 'invoice',
    path: '/admin/invoice',
    as: 'owner',
    prepare: async (page) => {
      await page
        .getByLabel('엑셀 데이터 붙여 넣기')
        .fill(
          '김민지\t010-1234-5678\t6070123456789\t한라봉 3kg\n이준호 01098765432\n박서연 010-2222-3333 6070111122223',
        );
    },
  },
  { name: 'invoice2', path: '/admin/invoice2', as: 'owner' },
  { name: 'super-403', path: '/super/companies', as: 'owner' },
  { name: 'super-companies', path: '/super/companies', as: 'super' },
  { name: 'super-admin-users', path: '/super/admin-users', as: 'super' },
  { name: 'products', path: '/admin/product', as: 'owner' },
  { name: 'product-create', path: '/admin/product/create', as: 'owner' },
  { name: 'categories', path: '/admin/category', as: 'owner' },
  { name: 'options', path: '/admin/option', as: 'owner' },
  { name: 'option-create', path: '/admin/option/create', as: 'owner' },
  { name: 'option-groups', path: '/admin/option-group', as: 'owner' },
  { name: 'business-info', path: '/admin/company/edit-business-info', as: 'owner' },
  { name: 'business-hours', path: '/admin/company/edit-business-hours', as: 'owner' },
  { name: 'delivery-config', path: '/admin/company/edit-delivery-config', as: 'owner' },
  { name: 'menu-settings', path: '/admin/settings/menu-settings', as: 'owner' },
  { name: 'stamp-coupons', path: '/admin/settings/stamp-coupon-settings', as: 'owner' },
  { name: 'stamp-coupon-create', path: '/admin/settings/stamp-coupon-settings/create', as: 'owner' },
  { name: 'products-demo', path: '/admin/product', as: 'demo' },
];

for (const mode of MODES) {
  for (const viewport of WIDTHS) {
    test(`${mode} ${viewport.width}`, async ({ browser }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ viewport, colorScheme: mode });
      await context.addInitScript(
        (scheme) => window.localStorage.setItem('jumun-color-scheme', scheme),
        mode,
      );
      const sessions = new Map<string, Awaited<ReturnType<typeof signInViaApi>>>();
      for (const entry of PAGES) {
        const page = await context.newPage();
        if (entry.as) {
          const tokens = sessions.get(entry.as) ?? (await signInViaApi(context.request, PHONES[entry.as]));
          sessions.set(entry.as, tokens);
          await storeSession(page, tokens);
        } else {
          await page.goto('/admin/welcome');
          await page.evaluate(() => window.localStorage.removeItem('jumun.auth.tokens'));
        }
        await page.goto(entry.path);
        // Every page has one h1 when ready. No 'networkidle': signed-in admin pages keep the realtime stream open.
        await page.locator('h1').first().waitFor({ timeout: 60_000 });
        await entry.prepare?.(page);
        await page.waitForTimeout(1000);
        await page.screenshot({
          path: path.join(OUT, `${entry.name}-${mode}-${viewport.width}.png`),
          fullPage: true,
        });
        await page.close();
      }
      await context.close();
    });
  }
}
