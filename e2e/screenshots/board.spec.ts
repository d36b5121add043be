import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test } from '@playwright/test';
import { PHONES, signInViaApi, storeSession } from '../fixtures/auth';
import { COMPANY_ID, customerApi, keepShopOpen } from '../fixtures/shop';

/**
 * The order board as a cafe owner sees it on a tablet (issue 12): a dozen orders in every state, at 1024×768 and
 * 768×1024, light and dark, each tab, an open order and the customer messages list. For people to look at; run with
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts screenshots/board.spec.ts`; files land in
 * e2e/screenshots/out/ and are not committed.
 */
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;
const MODES = ['light', 'dark'] as const;

const LATTE = `p_${COMPANY_ID}_008`;
const AMERICANO = `p_${COMPANY_ID}_001`;

/** Moves an order through `steps` as the board's buttons do. */
const advance = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
  steps: [string, string, Record<string, unknown>?][],
) => {
  for (const [from, to, extra] of steps) {
    const res = await request.post(`/api/admin/companies/${COMPANY_ID}/orders/${orderId}/status`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { from, to, ...extra },
    });
    if (!res.ok()) throw new Error(`${from} → ${to}: ${res.status()} ${await res.text()}`);
  }
};

test('the board with a dozen orders, on a tablet, light and dark', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const restore = await keepShopOpen(request);
  try {
    const customer = await customerApi(request);
    const { idToken } = await signInViaApi(request, PHONES.owner);
    const owner = { Authorization: `Bearer ${idToken}` };
    const two = {
      items: [
        { productId: LATTE, quantity: 2, selection: {} },
        { productId: AMERICANO, quantity: 1, selection: {} },
      ],
    };
    const orders = [
      await customer.place({ customerMemo: '얼음 적게, 시럽 빼 주세요. 빨대는 두 개 부탁드려요!' }),
      await customer.place({ orderType: 'dineIn', ...two }),
      await customer.place(),
      await customer.place({ ...two, customerMemo: '' }),
      await customer.place({ orderType: 'dineIn' }),
      await customer.place({ customerMemo: '포장 꼼꼼히' }),
      await customer.place(two),
      await customer.place({ orderType: 'dineIn', customerMemo: '창가 자리' }),
      await customer.place(),
      await customer.place(two),
      await customer.place(),
      await customer.place({ customerMemo: '아이가 먹을 거예요' }),
    ];
    const accept: [string, string, Record<string, unknown>] = [
      'waitingConfirm',
      'ordered',
      { prepMinutes: 15 },
    ];
    await advance(request, owner, orders[3]?.id ?? '', [accept]);
    await advance(request, owner, orders[4]?.id ?? '', [accept, ['ordered', 'cooking']]);
    await advance(request, owner, orders[5]?.id ?? '', [
      accept,
      ['ordered', 'cooking'],
      ['cooking', 'ready'],
    ]);
    await advance(request, owner, orders[6]?.id ?? '', [
      accept,
      ['ordered', 'ready'],
      ['ready', 'waitingPickup'],
    ]);
    await advance(request, owner, orders[7]?.id ?? '', [accept, ['ordered', 'cooking']]);
    await advance(request, owner, orders[8]?.id ?? '', [accept, ['ordered', 'completed']]);
    await advance(request, owner, orders[9]?.id ?? '', [
      accept,
      ['ordered', 'ready'],
      ['ready', 'completed'],
    ]);
    await advance(request, owner, orders[10]?.id ?? '', [
      ['waitingConfirm', 'cancelled', { cancelReason: 'soldOut' }],
    ]);
    await advance(request, owner, orders[11]?.id ?? '', [
      accept,
      ['ordered', 'cancelled', { cancelReason: 'other', cancelReasonText: '재료가 다 떨어졌어요' }],
    ]);

    for (const mode of MODES) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport, colorScheme: mode, hasTouch: true });
        await context.addInitScript(
          (scheme) => window.localStorage.setItem('jumun-color-scheme', scheme),
          mode,
        );
        const page = await context.newPage();
        await storeSession(page, await signInViaApi(context.request, PHONES.owner));
        const shot = (name: string) =>
          page.screenshot({
            path: path.join(OUT, `board-${name}-${mode}-${viewport.width}x${viewport.height}.png`),
          });
        await page.goto('/admin/orders');
        await page.getByRole('heading', { name: '주문 관리' }).waitFor({ timeout: 60_000 });
        await page.locator('[data-testid="order-card"]').first().waitFor();
        await page.waitForTimeout(800);
        await shot('waiting');
        for (const [tab, name] of [
          [/진행 중/, 'active'],
          [/완료/, 'done'],
          [/취소/, 'cancelled'],
        ] as const) {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForTimeout(400);
          await shot(name);
        }
        await page.getByRole('tab', { name: /진행 중/ }).click();
        await page.getByRole('button', { name: '상세' }).first().click();
        await page.getByTestId('order-detail').waitFor();
        await page.waitForTimeout(600);
        await shot('detail');
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: /접수 대기/ }).click();
        await page.getByRole('button', { name: '접수', exact: true }).first().click();
        await page.waitForTimeout(500);
        await shot('accept-dialog');
        await page.keyboard.press('Escape');
        await page.goto('/admin/notifications');
        await page.getByRole('heading', { name: '고객 알림' }).waitFor();
        await page.waitForTimeout(800);
        await shot('notifications');
        await context.close();
      }
    }
  } finally {
    await restore();
  }
});
