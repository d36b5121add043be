import { type Company, type Product, REALTIME_EVENTS } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderApp, signInAs } from '../../../../testing/render-app';

/**
 * Issue 11: "sold-out, price and hours changes reach an open storefront live, without reload". The page stays
 * rendered; the shop's public stream says what moved (company.changed with the new revision and versions) and the
 * page shows the new state.
 */
let api: ReturnType<typeof installFakeApi>;
let products: Product[];
let company: Company;
let revision: number;
let productVersion: number;

const base = makeCompany('coShop', {
  isOpen: true,
  businessHours: { ...makeCompany('x').businessHours, isOpen24Hours: true },
});

beforeEach(() => {
  api = installFakeApi();
  signInAs(null);
  revision = 1;
  productVersion = 1;
  company = { ...base, businessInfo: { ...base.businessInfo, shopName: '골목 카페' } };
  products = [
    makeProduct('p_latte', { productName: '카페라떼', categories: ['ctg_coffee'], priceDiscounted: 5000 }),
    makeProduct('p_tea', { productName: '유자차', categories: ['ctg_coffee'], priceDiscounted: 4800 }),
  ];
  api.on('GET', /^\/api\/document\/user\/company\/coShop$/, () => ok({ ...company, revision }));
  api.on('GET', /^\/api\/document\/user\/product$/, () => ok(products));
  api.on('GET', /^\/api\/document\/user\/category$/, () => ok([makeCategory('ctg_coffee')]));
  api.on('GET', /^\/api\/document\/user\/option(Group)?$/, () => ok([]));
});
afterEach(() => api.restore());

/** What the server's hub sends when the owner saves something. */
const changed = (what: string) => ({
  companyId: 'coShop',
  revision,
  versionInfo: { productVersion, categoryVersion: 1, optionVersion: 1, optionGroupVersion: 1 },
  changed: what,
});

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('menu-item')).find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('an open storefront', { timeout: 60_000 }, () => {
  it('shows a sold-out mark, a new price and the shop closing as they happen, without a reload', async () => {
    const stream = api.stream(/^\/api\/realtime\/user\/companies\/coShop$/);
    renderApp('/user/coShop');
    expect(
      await screen.findByRole('heading', { level: 2, name: '골목 카페' }, { timeout: 30_000 }),
    ).toBeVisible();
    await waitFor(() => expect(stream.connections).toBeGreaterThan(0));
    // The first event after connecting is what the page compares against from now on.
    stream.send(REALTIME_EVENTS.companyChanged, changed('company'));
    const productReads = () => api.calls.filter((call) => call.path === '/api/document/user/product').length;
    await waitFor(() => expect(productReads()).toBeGreaterThanOrEqual(2));
    const before = productReads();

    // The owner marks 카페라떼 sold out and reprices 유자차.
    products = products.map((product) =>
      product.id === 'p_latte' ? { ...product, isSoldOut: true } : { ...product, priceDiscounted: 5200 },
    );
    productVersion += 1;
    stream.send(REALTIME_EVENTS.companyChanged, changed('product'));
    await waitFor(async () => expect(await rowOf('카페라떼')).toHaveAttribute('data-sold-out', 'true'));
    expect(within(await rowOf('카페라떼')).getByText('품절')).toBeInTheDocument();
    expect(within(await rowOf('유자차')).getByTestId('menu-price')).toHaveTextContent('5,200원');
    // Only what moved was read again: the products, not the shop.
    expect(productReads()).toBe(before + 1);

    // Then the owner turns ordering off in 설정.
    company = { ...company, isOpen: false };
    revision += 1;
    stream.send(REALTIME_EVENTS.companyChanged, changed('company'));
    expect(await screen.findByText('지금은 주문을 받지 않아요')).toBeInTheDocument();
    expect(productReads()).toBe(before + 1);
  });
});
