import { type Category, type Product, priceSelection } from '@jumun/shared';
import { makeCategory, makeOption, makeOptionGroup, makeProduct } from '@jumun/shared/testing';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../../../testing/factories/company';
import { deriveStorefrontMenu } from '../../menu/utils/storefront-menu';
import { type CartLine, cartLineKey } from './cart-line';
import { checkCartLine } from './check-cart';

const NOW = new Date('2026-03-02T12:00:00+09:00');
const temp = makeOption('opt_temp', {
  optionName: '온도',
  optionItems: ['HOT', 'ICE'],
  optionItemsPrice: [0, 0],
});
const size = makeOption('opt_size', {
  optionName: '사이즈',
  optionItems: ['Regular', 'Large'],
  optionItemsPrice: [0, 700],
});
const group = makeOptionGroup('og_coffee', { optionIds: ['opt_temp', 'opt_size'] });
const coffee = makeCategory('ctg_coffee');
const bean = makeCategory('ctg_bean', { categoryName: '원두' });

const context = (
  products: Product[],
  categories: Category[] = [coffee, bean],
  orderType = 'takeout' as const,
) => {
  const company = makeCompany('coCafe', {
    menuSettings: { ...makeCompany('x').menuSettings, categoryOrderTypes: { ctg_bean: ['parcel'] } },
  });
  const base = { company, products, categories, at: NOW };
  return {
    menu: deriveStorefrontMenu({ ...base, orderType }),
    menuAnyType: deriveStorefrontMenu(base),
    optionsById: new Map([temp, size].map((option) => [option.id, option])),
    optionGroupsById: new Map([[group.id, group]]),
    now: NOW,
  };
};

const lineFor = (product: Product, selection: CartLine['selection'], unitPrice: number): CartLine => ({
  key: cartLineKey(product.id, selection),
  productId: product.id,
  productName: product.productName,
  image: '',
  quantity: 2,
  selection,
  options: [],
  unitPrice,
  addedAt: 1,
});

describe('checkCartLine', () => {
  const latte = makeProduct('p_latte', {
    categories: ['ctg_coffee'],
    priceDiscounted: 5000,
    optionGroupId: 'og_coffee',
  });

  it('accepts a line whose price and choices still hold, priced by the shared rules', () => {
    const selection = { opt_temp: ['ICE'], opt_size: ['Large'] };
    const check = checkCartLine(lineFor(latte, selection, 5700), context([latte]));
    expect(check).toEqual({
      status: 'ok',
      unitPrice: 5700,
      options: priceSelection(latte, [temp, size], selection, { now: NOW }).options,
    });
  });

  it('shows a changed price instead of keeping the old one', () => {
    const raised = { ...latte, priceDiscounted: 5300 };
    const check = checkCartLine(lineFor(raised, { opt_size: ['Large'] }, 5700), context([raised]));
    expect(check).toMatchObject({ status: 'priceChanged', previous: 5700, unitPrice: 6000 });
  });

  it('flags sold-out, withdrawn, wrong-order-type and no-longer-valid lines', () => {
    const soldOut = { ...latte, stockQuantity: 0 };
    expect(checkCartLine(lineFor(soldOut, {}, 5000), context([soldOut])).status).toBe('soldOut');
    expect(checkCartLine(lineFor(latte, {}, 5000), context([])).status).toBe('unavailable');
    const beans = makeProduct('p_beans', { categories: ['ctg_bean'], priceDiscounted: 16000 });
    expect(checkCartLine(lineFor(beans, {}, 16000), context([beans])).status).toBe('wrongOrderType');
    const check = checkCartLine(lineFor(latte, { opt_size: ['XL'] }, 5000), context([latte]));
    expect(check).toMatchObject({ status: 'optionsInvalid' });
  });
});
