import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS, countByCategory, filterProducts, UNCATEGORISED } from './product-filter';

const categories = [
  makeCategory('c_coffee', { categoryName: '커피' }),
  makeCategory('c_tea', { categoryName: '차' }),
];
const products = [
  makeProduct('p1', { productName: '아이스 아메리카노', categories: ['c_coffee'], displayLevel: 20 }),
  makeProduct('p2', { productName: '카페 라떼', categories: ['c_coffee'], displayLevel: 10 }),
  makeProduct('p3', { productName: '유자차', categories: ['c_tea'] }),
  makeProduct('p4', { productName: '머핀', categories: [] }),
  makeProduct('p5', { productName: '옛 메뉴', categories: ['c_deleted'] }),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('filterProducts', () => {
  it('shows everything under 전체 in menu order: category position, then display order, 미등록 last', () => {
    expect(ids(filterProducts(products, { category: ALL_PRODUCTS, search: '' }, categories))).toEqual([
      'p3',
      'p2',
      'p1',
      'p4',
      'p5',
    ]);
  });

  it('keeps one category', () => {
    expect(ids(filterProducts(products, { category: 'c_coffee', search: '' }, categories))).toEqual([
      'p2',
      'p1',
    ]);
  });

  it('shows products without a live category under 미등록', () => {
    expect(ids(filterProducts(products, { category: UNCATEGORISED, search: '' }, categories))).toEqual([
      'p4',
      'p5',
    ]);
  });

  it('searches names ignoring spaces and case, within the chosen category', () => {
    expect(
      ids(filterProducts(products, { category: ALL_PRODUCTS, search: '아메 리카' }, categories)),
    ).toEqual(['p1']);
    expect(ids(filterProducts(products, { category: 'c_tea', search: '라떼' }, categories))).toEqual([]);
  });

  it('finds a product by its whole id in any case, or by its short name, but not by part of the id', () => {
    const withId = [
      ...products,
      makeProduct('prod_AbC9', { productName: '쿠키', productNameShort: '초코 쿠키' }),
    ];
    const search = (text: string) =>
      ids(filterProducts(withId, { category: ALL_PRODUCTS, search: text }, categories));
    expect(search('PROD_abc9')).toEqual(['prod_AbC9']);
    expect(search('prod_ab')).toEqual([]);
    expect(search('초코')).toEqual(['prod_AbC9']);
  });

  it('gives a new array each time, even for 전체 without a search', () => {
    const first = filterProducts(products, { category: ALL_PRODUCTS, search: '' }, categories);
    first.pop();
    expect(filterProducts(products, { category: ALL_PRODUCTS, search: '' }, categories)).toHaveLength(5);
  });

  it('counts products per chip', () => {
    const counts = countByCategory(products, categories);
    expect(Object.fromEntries(counts)).toEqual({ all: 5, uncategorised: 2, c_coffee: 2, c_tea: 1 });
  });
});
