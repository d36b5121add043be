import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { COMPANY_ID } from '../fixtures/shop';

/**
 * Issue 15: a shop's customer login link signs the customer in at the menu in a browser that never saw them, and
 * stops working once revoked; a registered counter device opens the order board without SMS and is signed out
 * within 5 s of being revoked.
 */
const REVOCATION_BOUND_MS = 5_000;

// Two fresh browser contexts load the admin chunks cold on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const freshPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

test('a customer login link signs in at the shop’s menu; revoked, it asks for the phone', async ({
  ownerPage,
  browser,
}) => {
  await ownerPage.goto('/admin/LoginToken');
  await ownerPage.getByRole('textbox', { name: '고객 휴대폰 번호' }).fill('010-4321-0015');
  await ownerPage.getByTestId('create-login-token').click();
  const row = ownerPage.getByTestId('login-token-row').filter({ hasText: '0015' }).first();
  await expect(row).toBeVisible();
  const link = (await row.getAttribute('data-link')) ?? '';
  expect(link).toMatch(/\/token\/[A-Za-z0-9_-]{43}$/);

  const customer = await freshPage(browser);
  await customer.goto(link);
  await expect(customer).toHaveURL(new RegExp(`/user/${COMPANY_ID}$`));
  await expect(customer.getByRole('button', { name: /^아메리카노/ })).toBeVisible();
  const stored = await customer.evaluate(() => window.localStorage.getItem('jumun.customer.tokens'));
  expect(JSON.parse(stored ?? '{}').phone).toBe('010-4321-0015');

  await row.getByTestId('revoke-login-token').click();
  await expect(row.getByTestId('login-token-state')).toHaveText('사용 중지됨');

  const later = await freshPage(browser);
  await later.goto(link);
  await expect(later.getByTestId('token-login-failed')).toBeVisible();
  await expect(later.getByRole('button', { name: '인증번호 받기' })).toBeVisible();
  await expect(later).toHaveURL(/\/token\//);
});

test('a registered device opens the order board without SMS and is signed out within 5 s of revocation', async ({
  ownerPage,
  browser,
}) => {
  await ownerPage.goto('/admin/me');
  await ownerPage.getByRole('textbox', { name: '기기 이름' }).fill('카운터 태블릿 e2e');
  await ownerPage.getByTestId('register-device').click();
  const link = (await ownerPage.getByTestId('autologin-link').textContent()) ?? '';
  expect(link).toContain('/admin/autologin#credential=');

  const tablet = await freshPage(browser);
  await tablet.goto(link);
  await expect(tablet).toHaveURL(/\/admin\/orders$/, { timeout: 30_000 });
  await expect(tablet.getByRole('heading', { name: '주문 관리' })).toBeVisible({ timeout: 30_000 });
  // The credential left the address bar and stays on the device for the next visit.
  expect(await tablet.evaluate(() => window.localStorage.getItem('jumun.device.credential'))).toBeTruthy();

  const device = ownerPage.getByTestId('device-row').filter({ hasText: '카운터 태블릿 e2e' });
  const revokedAt = Date.now();
  await device.getByTestId('revoke-device').click();
  await expect(tablet).toHaveURL(/\/admin\/login/, { timeout: REVOCATION_BOUND_MS });
  expect(Date.now() - revokedAt).toBeLessThan(REVOCATION_BOUND_MS);

  // Its stored credential is dead too: /admin/autologin now offers SMS sign-in.
  await tablet.goto('/admin/autologin');
  await expect(tablet.getByTestId('autologin-failed')).toBeVisible();
});
