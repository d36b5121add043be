import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInViaApi, storeSession, test } from '../fixtures/auth';

/** Two administrators of one company (the seeded owner and staff of coJumunSample). */
const COMPANY_ID = 'coJumunSample';
const OWNER = '+821000000002';
const STAFF = '+821000000003';

type Saved = { id: string; revision: number };
type Admin = { page: Page; token: string; close: () => Promise<void> };

/** A browser context signed in as `phone`, on the product list, with its ID token for setup calls. */
const openAdmin = async (browser: Browser, request: APIRequestContext, phone: string): Promise<Admin> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const tokens = await signInViaApi(request, phone);
  await storeSession(page, tokens);
  return { page, token: tokens.idToken, close: () => context.close() };
};

const documentApi = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const base = '/api/document/admin';
  return {
    save: async (kind: string, item: Record<string, unknown>): Promise<Saved> => {
      const response = await request.post(`${base}/${kind}`, {
        headers,
        data: { companyId: COMPANY_ID, item },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data;
    },
    get: async (kind: string, id: string) =>
      (await (await request.get(`${base}/${kind}/${id}?companyId=${COMPANY_ID}`, { headers })).json()).data,
    list: async (kind: string): Promise<(Saved & { productName?: string })[]> =>
      (await (await request.get(`${base}/${kind}?companyId=${COMPANY_ID}`, { headers })).json()).data,
    remove: (kind: string, id: string) =>
      request.delete(`${base}/${kind}/${id}?companyId=${COMPANY_ID}`, { headers }),
  };
};

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: '상품 목록' }).getByRole('row').filter({ hasText: name });
/** First loads of two apps on a shared 2-core runner can be slow; only the propagation itself is held to 2 s. */
const FIRST_LOAD = { timeout: 30_000 };

test.describe('catalogue sync between two administrators', () => {
  test.setTimeout(120_000);
  let owner: Admin;
  let staff: Admin;
  const created: Saved[] = [];

  test.beforeEach(async ({ browser, request }) => {
    owner = await openAdmin(browser, request, OWNER);
    staff = await openAdmin(browser, request, STAFF);
  });

  test.afterEach(async ({ request }) => {
    const api = documentApi(request, owner.token);
    for (const item of created.splice(0)) await api.remove('product', item.id);
    await owner.close();
    await staff.close();
  });

  test("one administrator's edit shows in the other's list within 2 s, without reload", async ({
    request,
  }) => {
    const name = `동기화 라떼 ${Date.now()}`;
    created.push(
      await documentApi(request, owner.token).save('product', { productName: name, priceDiscounted: 5000 }),
    );
    await owner.page.goto('/admin/product');
    await staff.page.goto(`/admin/product?q=${encodeURIComponent(name)}`);
    await expect(rowOf(staff.page, name)).toContainText('5,000원', FIRST_LOAD);

    await owner.page.goto(`/admin/product/edit/${created[0]?.id}`);
    const price = owner.page.getByRole('textbox', { name: '판매가' });
    await expect(price).toHaveValue('5,000원', FIRST_LOAD);
    await price.fill('4700');
    await owner.page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(owner.page).toHaveURL(/\/admin\/product$/);
    const savedAt = Date.now();

    await expect(rowOf(staff.page, name)).toContainText('4,700원', { timeout: 2_000 });
    console.log(
      `catalogue e2e: the other administrator's list showed the edit ${Date.now() - savedAt} ms after save`,
    );
  });

  test('a bulk price edit of a row someone else changed meanwhile is refused, nothing overwritten', async ({
    request,
  }) => {
    const name = `일괄 수정 ${Date.now()}`;
    const saved = await documentApi(request, owner.token).save('product', {
      productName: name,
      priceDiscounted: 3000,
    });
    created.push(saved);
    await owner.page.goto(`/admin/product?q=${encodeURIComponent(name)}`);
    await expect(rowOf(owner.page, name)).toBeVisible(FIRST_LOAD);

    await owner.page.getByRole('button', { name: '더보기' }).click();
    await owner.page.getByRole('menuitem', { name: '가격 일괄 수정' }).click();
    await owner.page.getByRole('textbox', { name: `${name} 판매가` }).fill('2500');

    // The staff member saves the same product from their own device.
    await documentApi(request, staff.token).save('product', {
      id: saved.id,
      revision: saved.revision,
      productName: name,
      priceDiscounted: 3300,
    });

    await owner.page.getByRole('button', { name: '가격 저장' }).click();
    await expect(owner.page.getByRole('alert')).toContainText('서버에서 내용이 변경되어 저장할 수 없습니다');
    expect((await documentApi(request, owner.token).get('product', saved.id)).priceDiscounted).toBe(3300);
  });

  test('CSV export → edit → import round trip updates the product', async ({ request }, testInfo) => {
    const name = `CSV 왕복 ${Date.now()}`;
    created.push(
      await documentApi(request, owner.token).save('product', { productName: name, priceDiscounted: 6000 }),
    );
    await owner.page.goto(`/admin/product?q=${encodeURIComponent(name)}`);
    await expect(rowOf(owner.page, name)).toBeVisible(FIRST_LOAD);

    await owner.page.getByRole('button', { name: '더보기' }).click();
    const download = owner.page.waitForEvent('download');
    await owner.page.getByRole('menuitem', { name: /CSV 내보내기/ }).click();
    const exported = testInfo.outputPath('products.csv');
    await (await download).saveAs(exported);
    const csv = readFileSync(exported, 'utf8');
    expect(csv).toContain(name);
    const edited = testInfo.outputPath('products-edited.csv');
    writeFileSync(edited, csv.replace(/,6000,/, ',6400,'));

    await owner.page.getByRole('button', { name: '더보기' }).click();
    await owner.page.getByRole('menuitem', { name: 'CSV · 엑셀 가져오기' }).click();
    const chooser = owner.page.waitForEvent('filechooser');
    await owner.page.getByRole('button', { name: '파일 고르기' }).click();
    await (await chooser).setFiles(edited);
    await expect(owner.page.getByTestId('csv-import-summary')).toContainText('저장할 상품 1개 · 오류 0줄');
    await owner.page.getByRole('button', { name: '1개 가져오기' }).click();
    await expect(owner.page.getByRole('dialog', { name: 'CSV 가져오기' })).toBeHidden();

    await expect(rowOf(owner.page, name)).toContainText('6,400원');
  });

  test('a CSV saved by Korean Excel (CP949) imports (issue 9)', async ({ request }, testInfo) => {
    const stamp = String(Date.now());
    const name = `에스프레소 CP949 ${stamp}`;
    // "상품명,판매가\r\n에스프레소 CP949 <stamp>,3500\r\n" as Excel on Korean Windows saves it, byte for byte.
    const file = testInfo.outputPath('cp949.csv');
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from([187, 243, 199, 176, 184, 237, 44, 198, 199, 184, 197, 176, 161, 13, 10]),
        Buffer.from([191, 161, 189, 186, 199, 193, 183, 185, 188, 210]),
        Buffer.from(` CP949 ${stamp},3500\r\n`, 'ascii'),
      ]),
    );
    await owner.page.goto('/admin/product');
    await expect(owner.page.getByRole('table', { name: '상품 목록' })).toBeVisible(FIRST_LOAD);

    await owner.page.getByRole('button', { name: '더보기' }).click();
    await owner.page.getByRole('menuitem', { name: 'CSV · 엑셀 가져오기' }).click();
    const chooser = owner.page.waitForEvent('filechooser');
    await owner.page.getByRole('button', { name: '파일 고르기' }).click();
    await (await chooser).setFiles(file);
    await expect(owner.page.getByTestId('csv-import-summary')).toContainText('저장할 상품 1개 · 오류 0줄');
    await owner.page.getByRole('button', { name: '1개 가져오기' }).click();
    await expect(owner.page.getByRole('dialog', { name: 'CSV 가져오기' })).toBeHidden();

    await owner.page.goto(`/admin/product?q=${encodeURIComponent(stamp)}`);
    await expect(rowOf(owner.page, name)).toContainText('3,500원', FIRST_LOAD);
    const imported = (await documentApi(request, owner.token).list('product')).find(
      (p) => p.productName === name,
    );
    expect(imported).toBeDefined();
    if (imported) created.push(imported);
  });

  test('a 품절 tap made offline is not lost: a Korean reason, then 다시 시도 once back (issue 9)', async ({
    request,
  }) => {
    const name = `오프라인 품절 ${Date.now()}`;
    created.push(
      await documentApi(request, owner.token).save('product', { productName: name, priceDiscounted: 4000 }),
    );
    await owner.page.goto(`/admin/product?q=${encodeURIComponent(name)}`);
    await expect(rowOf(owner.page, name)).toBeVisible(FIRST_LOAD);

    await owner.page.context().setOffline(true);
    await owner.page.getByRole('button', { name: `${name} 품절 설정: 판매 중` }).click();
    await owner.page.getByRole('menuitem', { name: '다시 켤 때까지 품절' }).click();
    await expect(owner.page.getByText(/서버에 연결하지 못했습니다/)).toBeVisible();
    await expect(owner.page.getByText('Failed to fetch')).toHaveCount(0);

    await owner.page.context().setOffline(false);
    await owner.page.getByRole('button', { name: '다시 시도' }).click();
    await expect(owner.page.getByRole('button', { name: `${name} 품절 설정: 품절` })).toBeVisible({
      timeout: 10_000,
    });
    expect((await documentApi(request, owner.token).get('product', created[0]?.id ?? '')).isSoldOut).toBe(
      true,
    );
  });
});
