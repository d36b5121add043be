import { describe, expect, it } from 'vitest';
import { makeProduct } from './catalogue-test-factory';
import { isProductSoldOut, isShownToCustomers } from './product-availability';

const NOW = new Date('2026-03-02T12:00:00+09:00');

describe('isProductSoldOut', () => {
  it('follows the one-tap switch until its time, or until turned back', () => {
    expect(isProductSoldOut(makeProduct('p1'), NOW)).toBe(false);
    expect(isProductSoldOut(makeProduct('p1', { isSoldOut: true }), NOW)).toBe(true);
    expect(
      isProductSoldOut(
        makeProduct('p1', { isSoldOut: true, soldOutUntil: '2026-03-02T23:59:59+09:00' }),
        NOW,
      ),
    ).toBe(true);
    expect(
      isProductSoldOut(
        makeProduct('p1', { isSoldOut: true, soldOutUntil: '2026-03-02T11:00:00+09:00' }),
        NOW,
      ),
    ).toBe(false);
  });

  it('counts an empty stock as sold out', () => {
    expect(isProductSoldOut(makeProduct('p1', { stockQuantity: 0 }), NOW)).toBe(true);
  });
});

describe('isShownToCustomers', () => {
  it('shows visible, public, available products only', () => {
    expect(isShownToCustomers(makeProduct('p1'), NOW)).toBe(true);
    expect(isShownToCustomers(makeProduct('p1', { isVisible: false }), NOW)).toBe(false);
    expect(isShownToCustomers(makeProduct('p1', { isPrivateProduct: true }), NOW)).toBe(false);
    expect(isShownToCustomers(makeProduct('p1', { stockQuantity: 0 }), NOW)).toBe(false);
    expect(isShownToCustomers(makeProduct('p1', { isSoldOut: true }), NOW)).toBe(false);
  });
});
