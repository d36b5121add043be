import type { Category, Product } from '@jumun/shared';
import { makeCategory, makeProduct } from '@jumun/shared/testing';

const category = (id: string, categoryName: string, displayLevel: number): Category =>
  makeCategory(id, { categoryName, displayLevel, companyId: 'coA' });
const product = (id: string, productName: string, categoryId: string, price: number): Product =>
  makeProduct(id, {
    productName,
    priceOriginal: price,
    priceDiscounted: price,
    categories: [categoryId],
    companyId: 'coA',
  });

export const MENU_CATEGORIES = [
  category('ctg_coffee', '커피', 10),
  category('ctg_dessert', '디저트', 20),
  category('ctg_brunch', '브런치', 30),
];
export const MENU_PRODUCTS = [
  product('p_americano', '아메리카노', 'ctg_coffee', 4500),
  product('p_cheesecake', '바스크 치즈케이크', 'ctg_dessert', 6500),
  product('p_sandwich', '에그 샌드위치', 'ctg_brunch', 7000),
];
