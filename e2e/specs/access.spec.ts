import { expect, test } from '../fixtures/auth';

/** Spec §2 access rules in a real browser against the real server. */
test('an anonymous visitor of /admin/orders lands on /admin/login', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
});

test('/admin/login while signed in goes to /admin/dashboard', async ({ ownerPage: page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
});

test('an unmatched path shows "Page Not Found: {path}"', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /nope' })).toBeVisible();
});

test('/super needs the super role: 403 for an owner, the page for the super admin', async ({
  ownerPage,
  browser,
}) => {
  await ownerPage.goto('/super/companies');
  await expect(ownerPage.getByText('접근 권한이 없습니다')).toBeVisible();

  const context = await browser.newContext();
  const page = await context.newPage();
  const { signInViaApi, storeSession, PHONES } = await import('../fixtures/auth');
  await storeSession(page, await signInViaApi(context.request, PHONES.super));
  await page.goto('/super/companies');
  await expect(page.getByRole('heading', { name: '회사 관리', level: 1 })).toBeVisible();
  await context.close();
});
