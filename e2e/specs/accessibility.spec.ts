import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';

/**
 * axe-core on every page, light and dark (issue #16): no serious or critical WCAG 2 A/AA violation. Each page is
 * checked once it has rendered its real content (a heading), not its loading state.
 */
const COMPANY_ID = 'coJumunSample';
const COLOR_SCHEME_KEY = 'jumun-color-scheme';
const SCHEMES = ['light', 'dark'] as const;

type Scheme = (typeof SCHEMES)[number];
type Fixture = 'page' | 'ownerPage' | 'superAdminPage';
type PageCase = { path: string; who: Fixture };

const PAGES: PageCase[] = [
  { path: '/', who: 'page' },
  { path: '/admin/login', who: 'page' },
  { path: `/user/${COMPANY_ID}`, who: 'page' },
  { path: `/user/${COMPANY_ID}/cart`, who: 'page' },
  { path: '/admin/dashboard', who: 'ownerPage' },
  { path: '/admin/orders', who: 'ownerPage' },
  { path: '/admin/product', who: 'ownerPage' },
  { path: '/admin/product/create', who: 'ownerPage' },
  { path: '/admin/category', who: 'ownerPage' },
  { path: '/admin/option', who: 'ownerPage' },
  { path: '/admin/option-group', who: 'ownerPage' },
  { path: '/admin/option-group/create', who: 'ownerPage' },
  { path: '/admin/company/edit/business-info', who: 'ownerPage' },
  { path: '/admin/company/edit/business-hours', who: 'ownerPage' },
  { path: '/admin/company/edit/delivery-config', who: 'ownerPage' },
  { path: '/admin/settings', who: 'ownerPage' },
  { path: '/admin/settings/menu-settings', who: 'ownerPage' },
  { path: '/admin/settings/stamp-coupon-settings', who: 'ownerPage' },
  { path: '/admin/invoice', who: 'ownerPage' },
  { path: '/admin/statistics/monthly-orders', who: 'ownerPage' },
  { path: '/admin/invite', who: 'ownerPage' },
  { path: '/admin/me', who: 'ownerPage' },
  { path: '/super/companies', who: 'superAdminPage' },
  { path: '/super/admin-users', who: 'superAdminPage' },
];

const useScheme = async (page: Page, scheme: Scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
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

const checkPage = async (page: Page, path: string, scheme: Scheme) => {
  await useScheme(page, scheme);
  await page.goto(path);
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
  expect(blocking, describeViolations(blocking)).toEqual([]);
};

for (const scheme of SCHEMES) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const { path, who } of PAGES) {
      const title = `${path} has no serious or critical axe violation`;
      // Playwright sets up only the fixtures a test names, so each kind of visitor gets its own test body.
      if (who === 'ownerPage') test(title, ({ ownerPage }) => checkPage(ownerPage, path, scheme));
      else if (who === 'superAdminPage')
        test(title, ({ superAdminPage }) => checkPage(superAdminPage, path, scheme));
      else test(title, ({ page }) => checkPage(page, path, scheme));
    }
  });
}
