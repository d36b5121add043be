import { expect, test } from '../fixtures/auth';

test('a demo administrator sees the demo cafe, read-only', async ({ demoAdminPage: page }) => {
  await page.goto('/admin/dashboard');
  const header = page.locator('header');
  await expect(header.getByText('주문카페 연남점')).toBeVisible();
  await expect(header.getByText('데모', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '카페' }).first()).toBeChecked();
  await expect(page.getByTestId('demo-read-only-notice').first()).toBeVisible();

  await page.goto('/admin/me');
  await expect(page.getByText('데모 가게는 둘러보기만 할 수 있어요').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '저장' })).toBeDisabled();
  await expect(page.getByLabel('이름')).toBeDisabled();
});

test('the demo switcher saves the choice on the administrator', async ({ demoAdminPage: page }) => {
  await page.goto('/admin/dashboard');
  await page.getByText('본사', { exact: true }).first().click();
  await expect(page.getByRole('radio', { name: '본사' }).first()).toBeChecked();
  await expect(page.locator('header').getByText('주문커피 본사')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: '본사' }).first()).toBeChecked();
  // Back to the default so other tests see the cafe.
  await page.getByText('카페', { exact: true }).first().click();
  await expect(page.getByRole('radio', { name: '카페' }).first()).toBeChecked();
});
