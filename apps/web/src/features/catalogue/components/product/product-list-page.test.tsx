import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSync } from '../../../../lib/sync';
import { seedCache, TEST_COMPANY_ID } from '../../../../testing/catalogue-cache';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { ProductListPage } from './product-list-page';

vi.mock('../../../../lib/company/use-current-company', () => ({
  useCurrentCompany: () => ({ companyId: 'coTest', canWrite: true, isDemo: false }),
}));

const categories = [
  makeCategory('c_coffee', { categoryName: '커피' }),
  makeCategory('c_tea', { categoryName: '차' }),
];
const products = [
  makeProduct('p1', { productName: '아메리카노', categories: ['c_coffee'], displayLevel: 10 }),
  makeProduct('p2', { productName: '카페 라떼', categories: ['c_coffee'], displayLevel: 20, revision: 4 }),
  makeProduct('p3', { productName: '유자차', categories: ['c_tea'] }),
  makeProduct('p4', { productName: '머핀', categories: [] }),
];
const rowNames = () =>
  within(screen.getByRole('table', { name: '상품 목록' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

let api: ReturnType<typeof installFakeApi>;
beforeEach(async () => {
  api = installFakeApi();
  await seedCache('product', products);
  await seedCache('category', categories);
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

describe('ProductListPage', () => {
  it('shows the cached list at once, in menu order, with counts per chip', async () => {
    renderPage(<ProductListPage />, '/admin/product');
    expect(await screen.findByRole('link', { name: '아메리카노' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['유자차', '아메리카노', '카페 라떼', '머핀']);
    expect(screen.getByText('미등록 1')).toBeInTheDocument();
    expect(screen.getByText('커피 2')).toBeInTheDocument();
    expect(catalogueSync.store.getState().companyId).toBe(TEST_COMPANY_ID);
  });

  it('filters by 미등록 and by category, and searches within the filter', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<ProductListPage />, '/admin/product');
    await screen.findByRole('link', { name: '아메리카노' });

    await user.click(screen.getByText('미등록 1'));
    expect(rowNames()).toEqual(['머핀']);

    await user.click(screen.getByText('커피 2'));
    expect(rowNames()).toEqual(['아메리카노', '카페 라떼']);
    // The URL follows shortly after, so a reload or a shared link shows the same view.
    await waitFor(() => expect(router.state.location.search).toBe('?category=c_coffee'));

    await user.type(screen.getByRole('textbox', { name: '상품 검색' }), '라 떼');
    await waitFor(() => expect(rowNames()).toEqual(['카페 라떼']));
    await user.type(screen.getByRole('textbox', { name: '상품 검색' }), '없는');
    expect(await screen.findByText('조건에 맞는 상품이 없습니다.')).toBeInTheDocument();
  });

  it('refuses a bulk price save when another administrator changed a row meanwhile, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ProductListPage />, '/admin/product');
    await screen.findByRole('link', { name: '아메리카노' });

    await user.click(screen.getByRole('button', { name: '더보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '가격 일괄 수정' }));
    const price = screen.getByRole('textbox', { name: '카페 라떼 판매가' });
    await user.clear(price);
    await user.type(price, '4800');
    // The realtime sync brings the other administrator's save of the same row (rendered as a transition: act lets
    // it land, as the few milliseconds before a person's next tap do).
    await act(async () =>
      catalogueSync.store.setList(
        'product',
        products.map((p) => (p.id === 'p2' ? { ...p, revision: 5 } : p)),
      ),
    );

    await user.click(screen.getByRole('button', { name: '가격 저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에서 내용이 변경되어 저장할 수 없습니다');
    expect(api.calls.filter((call) => call.path.endsWith('/saveMany'))).toHaveLength(0);
  });

  it('saves a bulk price edit in one saveMany with the revision each row was based on', async () => {
    const user = userEvent.setup();
    api.on('POST', /\/api\/document\/admin\/product\/saveMany$/, () =>
      ok({ ids: ['p2'], items: [{ id: 'p2', revision: 5 }] }),
    );
    renderPage(<ProductListPage />, '/admin/product');
    await screen.findByRole('link', { name: '아메리카노' });

    await user.click(screen.getByRole('button', { name: '더보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '가격 일괄 수정' }));
    const price = screen.getByRole('textbox', { name: '카페 라떼 판매가' });
    await user.clear(price);
    await user.type(price, '4800');
    await user.click(screen.getByRole('button', { name: '가격 저장' }));

    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/saveMany'))).toBe(true));
    const body = api.calls.find((call) => call.path.endsWith('/saveMany'))?.body as { items: unknown[] };
    expect(body.items).toEqual([expect.objectContaining({ id: 'p2', revision: 4, priceDiscounted: 4800 })]);
  });
});
