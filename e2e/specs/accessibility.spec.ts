import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { COMPANY_ID, customerApi, keepShopOpen, storeCustomerSession } from '../fixtures/shop';

/**
 * axe-core on every page of config/paths.ts, light and dark (issue #16): no serious or critical WCAG 2 A/AA
 * violation. Each page is checked once it has rendered its real content (a heading), not its loading state; one test
 * per page checks both schemes on the same visitor's session (the dark check reloads the page), which keeps the
 * spec's runtime within what CI's two cores allow. Redirect-only routes (/admin, /admin/index, /webapp-admin,
 * /webapp-user) are covered by the pages they land on.
 */
const COLOR_SCHEME_KEY = 'jumun-color-scheme';
const SCHEMES = ['light', 'dark'] as const;
const CART_KEY = `jumun.cart:${COMPANY_ID}`;
const seeded = (prefix: string, key: string) => `${prefix}_${COMPANY_ID}_${key}`;

type Scheme = (typeof SCHEMES)[number];
type Visitor = 'anyone' | 'owner' | 'superAdmin' | 'customer';
/** `path` may need data first (an order to show): `prepare` returns the path to open. */
type PageCase = { path: string; who: Visitor; prepare?: (request: APIRequestContext) => Promise<string> };

const PAGES: PageCase[] = [
  // Public and customer pages
  { path: '/', who: 'anyone' },
  { path: '/user', who: 'anyone' },
  { path: `/user/${COMPANY_ID}`, who: 'anyone' },
  { path: `/user/${COMPANY_ID}/cart`, who: 'anyone' },
  // An unknown login link: the page says so and sends the visitor on (to /user).
  { path: '/token/not-a-real-link', who: 'anyone' },
  { path: `/user/${COMPANY_ID}/checkout`, who: 'customer' },
  { path: `/user/${COMPANY_ID}/orders`, who: 'customer' },
  { path: `/user/${COMPANY_ID}/rewards`, who: 'customer' },
  {
    path: `/user/${COMPANY_ID}/orders/{orderId}`,
    who: 'customer',
    prepare: async (request) => {
      const restore = await keepShopOpen(request);
      try {
        const order = await (await customerApi(request)).place();
        return `/user/${COMPANY_ID}/orders/${order.id}`;
      } finally {
        await restore();
      }
    },
  },
  // Sign-in and the open admin pages
  { path: '/admin/login', who: 'anyone' },
  { path: '/admin/welcome', who: 'anyone' },
  { path: '/admin/autologin', who: 'anyone' },
  // Back office
  { path: '/admin/dashboard', who: 'owner' },
  { path: '/admin/orders', who: 'owner' },
  { path: '/admin/product', who: 'owner' },
  { path: '/admin/product/create', who: 'owner' },
  { path: `/admin/product/edit/${seeded('p', '001')}`, who: 'owner' },
  { path: '/admin/category', who: 'owner' },
  { path: '/admin/category/create', who: 'owner' },
  { path: `/admin/category/edit/${seeded('ctg', 'coffee')}`, who: 'owner' },
  { path: '/admin/option', who: 'owner' },
  { path: '/admin/option/create', who: 'owner' },
  { path: `/admin/option/edit/${seeded('opt', 'size')}`, who: 'owner' },
  { path: '/admin/option-group', who: 'owner' },
  { path: '/admin/option-group/create', who: 'owner' },
  { path: `/admin/option-group/edit/${seeded('og', 'espresso')}`, who: 'owner' },
  { path: '/admin/company/edit-business-info', who: 'owner' },
  { path: '/admin/company/edit-business-hours', who: 'owner' },
  { path: '/admin/company/edit-delivery-config', who: 'owner' },
  { path: '/admin/settings', who: 'owner' },
  { path: '/admin/settings/menu-settings', who: 'owner' },
  { path: '/admin/settings/stamp-coupon-settings', who: 'owner' },
  { path: '/admin/settings/stamp-coupon-settings/create', who: 'owner' },
  { path: `/admin/settings/stamp-coupon-settings/edit/${seeded('def', 'stamp5')}`, who: 'owner' },
  { path: '/admin/invoice', who: 'owner' },
  { path: '/admin/invoice2', who: 'owner' },
  { path: '/admin/statistics/monthly-orders', who: 'owner' },
  { path: '/admin/invite', who: 'owner' },
  { path: '/admin/invite/not-a-real-invitation', who: 'owner' },
  { path: '/admin/audit', who: 'owner' },
  { path: '/admin/LoginToken', who: 'owner' },
  { path: '/admin/join', who: 'owner' },
  { path: '/admin/join/kakao-channel-guide', who: 'owner' },
  { path: '/admin/me', who: 'owner' },
  // Super admin
  { path: '/super/companies', who: 'superAdmin' },
  { path: '/super/admin-users', who: 'superAdmin' },
  { path: '/super/audit', who: 'superAdmin' },
];

const useScheme = async (page: Page, scheme: Scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    COLOR_SCHEME_KEY,
    scheme,
  ] as const);
};

/** One line per violation: rule, impact, and the first few offending elements, so a failure says what to fix. */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 4)
          .map(
            (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
          )
          .join('\n')}`,
    )
    .join('\n');

const auditScheme = async (page: Page, scheme: Scheme) => {
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  // Loading states are not what a person reads: give the data a moment to arrive (SSE keeps the network busy,
  // so "idle" may never come; that is fine).
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking, `${scheme}: ${describeViolations(blocking)}`).toEqual([]);
};

const checkPage = async (page: Page, path: string) => {
  // The scheme is stored on this origin first (any document of it), then the page under test is opened.
  if (page.url() === 'about:blank') await page.goto('/runtime-config.json');
  for (const scheme of SCHEMES) {
    await useScheme(page, scheme);
    await page.goto(path);
    await auditScheme(page, scheme);
  }
};

/** A cart with one line, so checkout shows its form instead of sending the customer back to the cart. */
const fillCart = (page: Page) =>
  page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_KEY,
    JSON.stringify({
      orderType: 'takeout',
      lines: [
        {
          key: 'a11y-line',
          productId: seeded('p', '001'),
          productName: '아메리카노',
          image: '',
          quantity: 1,
          selection: {},
          options: [],
          unitPrice: 4500,
          addedAt: Date.now(),
        },
      ],
    }),
  ] as const);

test.describe('accessibility (light and dark)', () => {
  for (const { path, who, prepare } of PAGES) {
    const title = `${path} has no serious or critical axe violation`;
    // Playwright sets up only the fixtures a test names, so each kind of visitor gets its own test body.
    if (who === 'owner') test(title, ({ ownerPage }) => checkPage(ownerPage, path));
    else if (who === 'superAdmin') test(title, ({ superAdminPage }) => checkPage(superAdminPage, path));
    else if (who === 'customer')
      test(title, async ({ page, request }) => {
        const target = prepare ? await prepare(request) : path;
        await storeCustomerSession(page, (await customerApi(request)).tokens);
        await fillCart(page);
        await checkPage(page, target);
      });
    else test(title, ({ page }) => checkPage(page, path));
  }
});
