import type { Page } from '@playwright/test';
import { expect, PHONES, TEST_CODE, TOKEN_STORAGE_KEY, test } from '../fixtures/auth';

test('signing in with a test phone number and the SMS code lands on /admin/dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('휴대폰 번호').fill('010-0000-0002');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('010-0000-0002로 인증번호를 보냈습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: /초 후 다시 받기/ })).toBeDisabled();
  await page.getByLabel('인증번호 6자리').fill(TEST_CODE);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-product')).toHaveText(/\d+개/);
});

test('a wrong code shows the server message as it is', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('휴대폰 번호').fill(PHONES.owner);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호 6자리').fill('000000');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toContainText('인증번호가 일치하지 않습니다');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

/** The keys of the app's catalogue cache in IndexedDB (apps/web/src/lib/company-cache-db.ts). */
const cachedKeys = (page: Page) =>
  page.evaluate(async () => {
    const names = await indexedDB.databases();
    if (!names.some((db) => db.name === 'jumun-company-cache')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('jumun-company-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const request = db.transaction('entries', 'readonly').objectStore('entries').getAllKeys();
      return await new Promise<string[]>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });

test('signing out clears tokens, company caches and the session', async ({ ownerPage: page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  // The sync engine caches the catalogue in IndexedDB (decision 035); it must go on sign-out.
  await expect
    .poll(() => cachedKeys(page), { timeout: 15_000 })
    .toContain('companyDataCache:product:coJumunSample');
  // So must what older builds left in localStorage.
  await page.evaluate(() => {
    window.localStorage.setItem('companyDataCache:product:coJumunSample', '{"data":[],"dateLastFetched":1}');
    window.localStorage.setItem('companyDataCache:version:coJumunSample', '{"data":{},"dateLastFetched":1}');
  });
  await page.getByRole('button', { name: '계정' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(keys.filter((key) => key.startsWith('companyDataCache'))).toEqual([]);
  await expect.poll(() => cachedKeys(page)).toEqual([]);
  expect(keys).not.toContain(TOKEN_STORAGE_KEY);

  // The session is really over: a guarded page sends the visitor back to sign-in.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
