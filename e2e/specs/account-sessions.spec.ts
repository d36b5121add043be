import type { APIRequestContext } from '@playwright/test';
import { expect, PHONES, storeSession, TEST_CODE, test } from '../fixtures/auth';

/**
 * Issue 15, 내 정보 › 로그인된 기기: the owner sees each browser signed in to the account, named from its User-Agent,
 * and signs one out from another; that browser is on the sign-in page within 5 s.
 */
const REVOCATION_BOUND_MS = 5_000;
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

test.describe.configure({ timeout: 90_000 });

/** Signs the owner in the way a phone's browser would, sending its User-Agent. */
const signInAsPhone = async (request: APIRequestContext) => {
  const headers = { 'user-agent': PHONE_BROWSER };
  await request.post('/api/auth/send-sms', { data: { phoneNumber: PHONES.owner }, headers });
  const verified = await request.post('/api/auth/verify-sms', {
    data: { phoneNumber: PHONES.owner, code: TEST_CODE },
    headers,
  });
  const { customToken } = (await verified.json()).data;
  const session = await request.post('/api/auth/session', { data: { customToken }, headers });
  return (await session.json()).data;
};

test('lists the signed-in browsers and signs the phone out within 5 s', async ({ ownerPage, browser }) => {
  const phone = await (await browser.newContext({ userAgent: PHONE_BROWSER })).newPage();
  await storeSession(phone, await signInAsPhone(phone.request));
  await phone.goto('/admin/dashboard');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  await ownerPage.goto('/admin/me');
  const rows = ownerPage.getByTestId('session-row');
  await expect(rows.filter({ hasText: '이 브라우저' })).toHaveCount(1);
  const phoneRow = rows.filter({ hasText: 'Samsung Internet · Android' }).last();
  await expect(phoneRow).toBeVisible();

  const revokedAt = Date.now();
  await phoneRow.getByRole('button', { name: '로그아웃' }).click();
  await expect(phone).toHaveURL(/\/admin\/login/, { timeout: REVOCATION_BOUND_MS });
  expect(Date.now() - revokedAt).toBeLessThan(REVOCATION_BOUND_MS);
  // The owner's own browser stays signed in.
  await expect(rows.filter({ hasText: '이 브라우저' })).toHaveCount(1);
});
