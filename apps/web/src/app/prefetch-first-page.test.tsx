import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { makeCompany } from '../testing/factories/company';
import { installFakeApi, ok } from '../testing/fake-api';
import { renderApp, signInAs } from '../testing/render-app';
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
afterEach(() => api.restore());

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
