import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';
import { COMPANY_ID, customerApi, keepShopOpen, storeCustomerSession } from '../fixtures/shop';

/**
 * The customer's journey on a phone in light and dark mode, for people to look at (issue 11: "as a Korean cafe
 * customer on a phone expects it"): menu, product sheets, cart, checkout (takeout and delivery), the order page,
 * history and rewards. Run with `SCREENSHOTS=1`; the files land in e2e/screenshots/out/ and are not committed.
 */
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const PHONE = { width: 390, height: 844 };

const shot = (page: Page, mode: string, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(OUT, `customer-${mode}-${name}.png`), fullPage });

for (const mode of ['light', 'dark'] as const) {
  test(`customer journey, ${mode}`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    const restore = await keepShopOpen(request, {
      paymentSettings: { onsite: true, bank: true, card: true, kakaopay: false, naverpayCard: false },
      orderSupport: {
        supportTakeout: true,
        supportDineIn: true,
        supportDelivery: true,
        supportParcel: false,
      },
    });
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      colorScheme: mode,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addInitScript((scheme) => window.localStorage.setItem('jumun-color-scheme', scheme), mode);
    const page = await context.newPage();
    try {
      // Signed out at checkout: the sign-in card, then a wrong code.
      await page.goto(`/user/${COMPANY_ID}`);
      await page.getByRole('button', { name: /^아메리카노/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: /담기$/ }).click();
      await page.goto(`/user/${COMPANY_ID}/checkout`);
      await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-0000-0005');
      await page.getByRole('button', { name: '인증번호 받기' }).click();
      await page.getByRole('textbox', { name: '인증번호 6자리' }).first().click();
      await page.keyboard.type('000000');
      await page.waitForTimeout(1500);
      await shot(page, mode, '00-sign-in-wrong-code');
      await page.evaluate(() => window.localStorage.removeItem('jumun.cart:coJumunSample'));

      const customer = await customerApi(request);
      await storeCustomerSession(page, customer.tokens);
      await page.goto(`/user/${COMPANY_ID}`);
      await page.getByTestId('menu-item').first().waitFor();
      await shot(page, mode, '01-menu');
      await shot(page, mode, '01-menu-full', true);

      await page.getByRole('button', { name: /^하우스 블렌드 원두 200g/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await shot(page, mode, '02-sheet-required');
      await page.getByRole('radio', { name: '핸드드립용' }).check();
      await page.getByRole('dialog').getByRole('button', { name: /담기$/ }).click();

      await page.getByRole('button', { name: /^아메리카노/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await shot(page, mode, '03-sheet-americano');
      await page.getByRole('dialog').getByRole('button', { name: /담기$/ }).click();
      await page.waitForTimeout(400);
      await shot(page, mode, '04-menu-with-cart');

      await page.goto(`/user/${COMPANY_ID}/cart`);
      await page.getByRole('heading', { name: '장바구니' }).waitFor();
      await page.waitForTimeout(600);
      await shot(page, mode, '05-cart', true);

      await page.goto(`/user/${COMPANY_ID}/checkout`);
      await page.getByTestId('payable-amount').waitFor();
      await shot(page, mode, '06-checkout', true);
      await page.getByText('배달', { exact: true }).click();
      await page
        .getByRole('textbox', { name: '주소', exact: true })
        .fill('서울 마포구 양화로 45 메세나폴리스');
      await page.getByLabel('위도').fill('37.5515');
      await page.getByLabel('경도').fill('126.9140');
      await page.waitForTimeout(600);
      await shot(page, mode, '07-checkout-delivery', true);
      await page.getByText('포장', { exact: true }).click();
      await page.getByText('무통장입금', { exact: true }).click();
      await context.setOffline(true);
      await page.getByTestId('place-order').click();
      await page.getByTestId('place-unconfirmed').scrollIntoViewIfNeeded();
      await shot(page, mode, '07b-checkout-offline');
      await context.setOffline(false);
      await page.getByTestId('place-unconfirmed').getByRole('button', { name: '다시 시도' }).click();
      await page.waitForURL(/\/orders\/ord_/);
      await page.getByTestId('order-number').waitFor();
      await page.waitForTimeout(600);
      await shot(page, mode, '08-order-bank', true);

      await page.goto(`/user/${COMPANY_ID}/orders`);
      await page.getByTestId('history-order').first().waitFor();
      await shot(page, mode, '09-history', true);

      await page.goto(`/user/${COMPANY_ID}/rewards`);
      await page.waitForTimeout(1500);
      await shot(page, mode, '10-rewards', true);

      await page.goto(`/user/${COMPANY_ID}/orders/ord_nonexistent_0000`);
      await page.waitForTimeout(2000);
      await shot(page, mode, '11-order-missing');

      await page.goto('/user');
      await page.waitForTimeout(1500);
      await shot(page, mode, '12-user-home', true);
    } finally {
      await context.close();
      await restore();
    }
  });
}
