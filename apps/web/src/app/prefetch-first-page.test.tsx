import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSelectedCompanyId } from '../lib/company/selected-company';
import { companyCacheDb } from '../lib/company-cache-db';
import { createQueryClient } from '../lib/query-client';
import { catalogueSync } from '../lib/sync';
import { seedCatalogueCache } from '../testing/catalogue-cache';
import { makeCompany } from '../testing/factories/company';
import { installFakeApi, ok } from '../testing/fake-api';
import { ADMIN_USER, renderApp, SUPER_USER, signInAs } from '../testing/render-app';
import { prefetchFirstPage } from './prefetch-first-page';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok(makeCompany('coShop')));
  api.on('GET', /^\/api\/document\/user\/product$/, () =>
    ok([makeProduct('p_1', { productName: '라떼', categories: ['ctg_1'] })]),
  );
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_1')]));
  api.on('GET', /^\/api\/document\/user\/(option|optionGroup)$/, () => ok([]));
});
afterEach(() => {
  catalogueSync.stopSync();
  setSelectedCompanyId(null);
  vi.restoreAllMocks();
  api.restore();
});

const SHOP_READS = [
  '/api/document/user/company/coShop?companyId=',
  '/api/document/user/product?companyId=coShop',
  '/api/document/user/category?companyId=coShop',
];
const sent = () =>
  api.calls.map((call) => (call.query.toString() ? `${call.path}?${call.query}` : call.path));

describe("the first page's data, requested before React renders (issues #11 and #16)", {
  timeout: 60_000,
}, () => {
  it("sends the storefront's reads at once, and the menu page then uses them instead of asking again", async () => {
    const queryClient = createQueryClient();
    prefetchFirstPage(queryClient, '/user/coShop');
    await waitFor(() => expect(sent()).toEqual(expect.arrayContaining(SHOP_READS)));

    renderApp('/user/coShop', queryClient);
    // The first render transforms the lazy route modules: slow on a busy machine.
    expect(await screen.findAllByTestId('menu-item', {}, { timeout: 30_000 })).toHaveLength(1);
    for (const read of SHOP_READS)
      expect(
        sent().filter((url) => url === read),
        read,
      ).toHaveLength(1);
  });

  it('requests nothing for any other page', async () => {
    const queryClient = createQueryClient();
    for (const path of ['/admin/login', '/user/coShop/cart', '/user', '/'])
      prefetchFirstPage(queryClient, path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});

describe("a catalogue page's cached catalogue, read before the engine has loaded (issue #16, decision 046)", () => {
  const keysOf = (companyId: string) =>
    ['product', 'category', 'option', 'optionGroup'].map((kind) => `companyDataCache:${kind}:${companyId}`);

  it("starts reading the signed-in administrator's company, and the engine's restore then reads nothing more", async () => {
    await seedCatalogueCache('coA', { product: [makeProduct('p_1', { productName: '라떼' })] });
    signInAs(ADMIN_USER);
    const readEarly = vi.spyOn(companyCacheDb, 'readEarly');
    const get = vi.spyOn(IDBObjectStore.prototype, 'get');

    prefetchFirstPage(createQueryClient(), '/admin/product');
    expect(readEarly).toHaveBeenCalledWith(keysOf('coA'));
    catalogueSync.start('coA');

    await waitFor(() => expect(catalogueSync.store.getState().loaded.product).toBe(true));
    expect(catalogueSync.store.getState().lists.product).toEqual([
      expect.objectContaining({ id: 'p_1', productName: '라떼' }),
    ]);
    expect(get).toHaveBeenCalledTimes(4);
  });

  it("reads the company chosen in the switcher, as the page's first render does", () => {
    signInAs({ ...ADMIN_USER, companyIds: ['coA', 'coB'] });
    setSelectedCompanyId('coB');
    const readEarly = vi.spyOn(companyCacheDb, 'readEarly');
    prefetchFirstPage(createQueryClient(), '/admin/product/edit/p_1');
    expect(readEarly).toHaveBeenCalledWith(keysOf('coB'));
  });

  it('reads nothing on other pages, when signed out, or when the company is not known yet (demo, super)', () => {
    const readEarly = vi.spyOn(companyCacheDb, 'readEarly');
    signInAs(ADMIN_USER);
    for (const path of ['/admin/dashboard', '/admin/login', '/admin/product/create', '/user/coA'])
      prefetchFirstPage(createQueryClient(), path);
    signInAs(SUPER_USER);
    prefetchFirstPage(createQueryClient(), '/admin/product');
    signInAs(null);
    prefetchFirstPage(createQueryClient(), '/admin/product');
    expect(readEarly).not.toHaveBeenCalled();
  });
});
