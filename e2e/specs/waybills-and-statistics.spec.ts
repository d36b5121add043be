import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/auth';
import { readConsoleNotifications } from '../fixtures/console-notifications';
import { COMPANY_ID, customerApi, keepShopOpen, ownerApi, storeCustomerSession } from '../fixtures/shop';

/**
 * Issue 13 against the real server and Chromium: a paste of three rows (with a header row and a dashed tracking
 * number) is previewed per customer and sent through the outbox (console provider) until every row says 발송 완료,
 * and the console notifier's log holds the three messages; the dashboard shows a paid order's amount without a
 * reload; the statistics CSV holds the figures on screen.
 */
test('paste 3 rows → preview → send → every row 발송 완료', async ({ ownerPage }) => {
  await ownerPage.goto('/admin/invoice');
  await expect(ownerPage.getByRole('heading', { name: '송장 발송' })).toBeVisible({ timeout: 30_000 });
  await ownerPage
    .getByLabel('엑셀 데이터 붙여 넣기')
    .fill(
      [
        '이름\t전화번호\t송장번호',
        '김민지\t010-1234-5678\t6896-1234-5678',
        '이준호\t010 9876 5432\t6896 1234 5680',
        '박서연\t+82 10 2222 3333\t689612345690',
      ].join('\n'),
    );
  await expect(ownerPage.getByTestId('waybill-parsed-row')).toHaveCount(3);
  await expect(ownerPage.getByText('제목 줄 건너뜀 (1)')).toBeVisible();
  const previews = ownerPage.getByTestId('waybill-preview');
  await expect(previews).toHaveCount(3);
  await expect(previews.first()).toContainText('김민지님, 주문하신 상품이 발송되었습니다.');
  await expect(previews.first()).toContainText('택배회사: 우체국택배');
  await expect(previews.first()).toContainText('송장번호: 689612345678');

  const loggedBefore = readConsoleNotifications().length;
  await ownerPage.getByRole('button', { name: /고객에게 알림톡으로 택배번호 보내기/ }).click();
  const rows = ownerPage.getByTestId('waybill-result-row');
  await expect(rows).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    await expect(rows.nth(index)).toContainText('발송 완료', { timeout: 15_000 });
  }

  // The console notifier's log (NOTIFY_PROVIDER=console): exactly three messages, one per customer, as previewed.
  const sent = readConsoleNotifications()
    .slice(loggedBefore)
    .filter((message) => message.text.includes('송장번호'));
  expect(sent.map((message) => message.to).sort()).toEqual([
    '010-****-3333',
    '010-****-5432',
    '010-****-5678',
  ]);
  const toMinji = sent.find((message) => message.to === '010-****-5678');
  expect(toMinji?.text).toContain('김민지님, 주문하신 상품이 발송되었습니다.');
  expect(toMinji?.text).toContain('택배회사: 우체국택배');
  expect(toMinji?.text).toContain('송장번호: 689612345678');
});

test('the grid: a block pasted from Excel fills the cells; of 5,000 rows only those in view are drawn', async ({
  ownerPage,
}) => {
  await ownerPage.goto('/admin/invoice2');
  await expect(ownerPage.getByRole('heading', { name: '송장 발송 (표 입력)' })).toBeVisible({
    timeout: 30_000,
  });
  const block = '김민지\t010-1234-5678\t6896-1234-5678\r\n이준호\t+82 10 9876 5432\t689612345680\r\n';
  await ownerPage.getByLabel('이름 5', { exact: true }).evaluate((cell, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, block);
  await expect(ownerPage.getByLabel('전화번호 5', { exact: true })).toHaveValue('010-1234-5678');
  await expect(ownerPage.getByLabel('등기번호 6', { exact: true })).toHaveValue('689612345680');

  const lines = Array.from(
    { length: 5000 },
    (_, index) => `손님${index + 1},010-1234-5678,${6070000000000 + index}`,
  );
  await ownerPage.locator('input[type="file"]').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`받는분,연락처,운송장번호\n${lines.join('\n')}\n`),
  });
  await expect(ownerPage.getByText('입력된 줄 5000개')).toBeVisible();
  const drawn = ownerPage.locator('input[aria-label^="이름 "]');
  expect(await drawn.count()).toBeLessThan(60);

  await ownerPage.getByLabel('이름 1', { exact: true }).click();
  for (let step = 0; step < 40; step += 1) await ownerPage.keyboard.press('ArrowDown');
  const target = ownerPage.getByLabel('이름 41', { exact: true });
  await expect(target).toBeFocused();
  await expect(target).toHaveValue('손님41');
  await expect(target).toBeInViewport();
  for (let step = 0; step < 3; step += 1) await ownerPage.keyboard.press('ArrowUp');
  await expect(ownerPage.getByLabel('이름 38', { exact: true })).toBeFocused();
  expect(await drawn.count()).toBeLessThan(60);
});

test.describe('with an open shop that takes cards', () => {
  let restoreShop: () => Promise<void>;
  test.beforeEach(async ({ request }) => {
    restoreShop = await keepShopOpen(request, {
      paymentSettings: { onsite: true, bank: false, card: true, kakaopay: false, naverpayCard: false },
    });
  });
  test.afterEach(async () => restoreShop());

  test("the dashboard shows a paid order's amount and count without a reload", async ({
    ownerPage,
    request,
  }) => {
    await ownerPage.goto('/admin/dashboard');
    await expect(ownerPage.getByRole('heading', { name: '오늘의 영업' })).toBeVisible({ timeout: 30_000 });
    const sales = ownerPage.getByTestId('today-sales');
    const orders = ownerPage.getByTestId('today-count');
    const waiting = ownerPage.getByTestId('today-status-waitingConfirm');
    await expect(sales).toBeVisible();
    const digits = async (figure: typeof sales) =>
      (await figure.count()) > 0 ? Number((await figure.innerText()).replace(/\D/g, '')) : 0;
    const [salesBefore, ordersBefore, waitingBefore] = [
      await digits(sales),
      await digits(orders),
      await digits(waiting),
    ];

    const customer = await customerApi(request);
    const paid = await customer.placePaidByCard();
    expect(paid.payableAmount).toBeGreaterThan(0);
    await expect.poll(() => digits(sales), { timeout: 10_000 }).toBe(salesBefore + paid.payableAmount);
    await expect.poll(() => digits(orders)).toBe(ordersBefore + 1);
    await expect.poll(() => digits(waiting)).toBe(waitingBefore + 1);
  });
});

test.describe('with a shop that ships parcels', () => {
  let restoreShop: () => Promise<void>;
  test.beforeEach(async ({ request }) => {
    restoreShop = await keepShopOpen(request, {
      orderSupport: { supportTakeout: true, supportDineIn: true, supportDelivery: true, supportParcel: true },
      deliveryConfig: { type: 'parcel', baseFee: 4000, bundleUnit: 2, minimumOrderAmount: 0 },
    });
  });
  test.afterEach(async () => restoreShop());

  test("a courier's file ships the parcel order it names: the customer sees the tracking number", async ({
    ownerPage,
    page,
    request,
  }) => {
    const customer = await customerApi(request);
    const parcel = await customer.place({
      orderType: 'parcel',
      paymentMethod: 'bank',
      customerMemo: '',
      deliveryAddress: {
        address_name: '서울 강서구 화곡동 1000',
        detailAddress: '101동 1203호',
        recipientName: '김받는',
        recipientPhone: '010-7777-8888',
      },
    });
    await (await ownerApi(request)).accept(parcel.id);

    await ownerPage.goto('/admin/invoice2');
    await expect(ownerPage.getByRole('heading', { name: '송장 발송 (표 입력)' })).toBeVisible({
      timeout: 30_000,
    });
    await ownerPage.locator('input[type="file"]').setInputFiles({
      name: 'cj-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('받는분,연락처,운송장번호\r\n김받는,010-7777-8888,6896-1234-5678\r\n'),
    });
    await expect(ownerPage.getByLabel('이름 1')).toHaveValue('김받는');
    // Before sending, the preview says which order the row ships.
    await expect(ownerPage.getByTestId('waybill-matched-count')).toHaveText('택배 주문 1건 배송 중으로');
    await expect(ownerPage.getByTestId('waybill-preview').first()).toContainText(
      `주문 #${parcel.orderNumber} → 배송 중`,
    );
    await ownerPage.getByRole('button', { name: /고객에게 알림톡으로 택배번호 보내기/ }).click();
    await expect(ownerPage.getByTestId('waybill-result-order')).toHaveText(`#${parcel.orderNumber} 배송 중`);

    await storeCustomerSession(page, customer.tokens);
    await page.goto(`/user/${COMPANY_ID}/orders/${parcel.id}`);
    const waybill = page.getByTestId('order-waybill');
    await expect(waybill).toContainText('송장번호 689612345678', { timeout: 15_000 });
    await expect(waybill.getByRole('link', { name: /배송 조회/ })).toHaveAttribute('href', /689612345678/);
    await expect(page.getByText('배송 중').first()).toBeVisible();
  });
});

/** A CSV line as lib/files/csv writes it: a cell holding a comma, quote or line break is quoted. */
const csvLine = (...cells: string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
const digitsOf = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

test('the statistics CSV holds the figures on screen', async ({ ownerPage, request }) => {
  // This month has at least one paid order and one cancellation, so every breakdown has a row to compare.
  const restoreShop = await keepShopOpen(request, {
    paymentSettings: { onsite: true, bank: false, card: true, kakaopay: false, naverpayCard: false },
  });
  try {
    const customer = await customerApi(request);
    await customer.placePaidByCard();
    await (await ownerApi(request)).reject((await customer.place()).id);
  } finally {
    await restoreShop();
  }

  await ownerPage.goto('/admin/statistics/monthly-orders');
  await expect(ownerPage.getByRole('heading', { name: '월별 주문 통계' })).toBeVisible({ timeout: 30_000 });
  await expect(ownerPage.getByTestId('stat-excluded-note')).toContainText('취소된 주문과 결제되지 않은 주문');
  const figure = async (testId: string) => digitsOf(await ownerPage.getByTestId(testId).innerText());
  const shown = {
    sales: await figure('stat-sales'),
    count: await figure('stat-count'),
    average: await figure('stat-average'),
    unpaid: await figure('stat-unpaid'),
    stamps: await figure('stat-stamps'),
    coupons: await figure('stat-coupons'),
    couponDiscount: await figure('stat-coupon-discount'),
  };
  expect(Number(shown.count)).toBeGreaterThan(0);
  const dailyRows = await ownerPage.getByTestId('stat-daily').locator('tbody tr').allInnerTexts();
  /** Each table on screen, its rows as name / amount / count, under the CSV section it belongs to. */
  const tables = [
    ['stat-by-order-type', '주문 방식별'],
    ['stat-by-payment', '결제 방법별'],
    ['stat-by-channel', '주문 경로별'],
    ['stat-top-products', '많이 팔린 상품'],
    ['stat-top-options', '많이 고른 옵션'],
    ['stat-cancellations', '취소'],
  ] as const;
  const shownTables = new Map<string, string[][]>();
  for (const [testId, section] of tables) {
    const table = ownerPage.getByTestId(testId);
    const rows = (await table.count()) > 0 ? await table.locator('tbody tr').allInnerTexts() : [];
    shownTables.set(
      section,
      rows.map((row) => row.split('\t')),
    );
  }
  // Options may be none this month; every other table has the orders placed above.
  for (const section of ['주문 방식별', '결제 방법별', '주문 경로별', '많이 팔린 상품', '취소'])
    expect(shownTables.get(section)?.length, section).toBeGreaterThan(0);
  // The cancellation total is in its card's title: 취소 (N · ₩amount).
  const cancelTitle = await ownerPage.getByRole('heading', { name: /^취소 \(/ }).innerText();
  const [cancelCount, cancelAmount] = (/\(([\d,]+) · (.+)\)/.exec(cancelTitle) ?? []).slice(1);

  const downloading = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('button', { name: 'CSV 내려받기' }).click();
  const file = await (await downloading).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('항목,이름,금액,수량');
  const expected = [
    csvLine('합계', '매출', shown.sales, ''),
    csvLine('합계', '주문 수', shown.count, ''),
    csvLine('합계', '평균 주문 금액', shown.average, ''),
    csvLine('합계', '미결제 주문', shown.unpaid, ''),
    ...dailyRows.map((row) => {
      const [date = '', amount, orders] = row.split('\t');
      return csvLine('일별 매출 · 주문 수', date, digitsOf(amount), digitsOf(orders));
    }),
    ...tables
      .filter(([, section]) => section !== '취소')
      .flatMap(([, section]) =>
        (shownTables.get(section) ?? []).map(([name = '', amount, count]) =>
          csvLine(section, name, digitsOf(amount), digitsOf(count)),
        ),
      ),
    csvLine('스탬프 · 쿠폰', '적립한 스탬프', shown.stamps, ''),
    csvLine('스탬프 · 쿠폰', '사용한 쿠폰', shown.coupons, ''),
    csvLine('스탬프 · 쿠폰', '쿠폰 할인 금액', shown.couponDiscount, ''),
    csvLine('취소', '합계', digitsOf(cancelAmount), digitsOf(cancelCount)),
    ...(shownTables.get('취소') ?? []).map(([name = '', amount, count]) =>
      csvLine('취소', name, digitsOf(amount), digitsOf(count)),
    ),
  ];
  // Every figure on screen, in the page's order, and nothing else: the file is what the owner saw.
  expect(lines.slice(1)).toEqual(expected);
});
