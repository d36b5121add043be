import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  cartLineKey,
  clampQuantity,
  MAX_LINE_QUANTITY,
  setLineQuantity,
} from './cart-line';

const line = (productId: string, selection: CartLine['selection'], quantity = 1): CartLine => ({
  key: cartLineKey(productId, selection),
  productId,
  productName: productId,
  image: '',
  quantity,
  selection,
  options: [],
  unitPrice: 4500,
  addedAt: 1,
});

describe('cart lines', () => {
  it('merges a product with the same choices, however they were ordered or left at zero', () => {
    const a = line('p_latte', { opt_temp: ['ICE'], opt_syrup: ['바닐라', '카라멜'], opt_shot: 0 });
    const b = line('p_latte', { opt_syrup: ['카라멜', '바닐라'], opt_temp: ['ICE'] }, 2);
    expect(a.key).toBe(b.key);
    expect(addLine([a], b)).toEqual([{ ...b, quantity: 3, addedAt: 1 }]);
  });

  it('keeps different choices or products apart', () => {
    const ice = line('p_latte', { opt_temp: ['ICE'] });
    const hot = line('p_latte', { opt_temp: ['HOT'] });
    const shot = line('p_latte', { opt_temp: ['ICE'], opt_shot: 1 });
    const other = line('p_mocha', { opt_temp: ['ICE'] });
    expect(addLine(addLine(addLine([ice], hot), shot), other)).toHaveLength(4);
  });

  it('holds quantities to 1–999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(5000)).toBe(MAX_LINE_QUANTITY);
    const big = line('p_latte', {}, 998);
    expect(addLine([big], line('p_latte', {}, 5))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setLineQuantity([big], big.key, 0)[0]?.quantity).toBe(1);
  });

  it('never holds two lines with one key, whatever is added', () => {
    const choice = fc.record({
      productId: fc.constantFrom('p_a', 'p_b'),
      temp: fc.subarray(['HOT', 'ICE']),
      shot: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: -5, max: 1200 }),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 30 }), (choices) => {
        const lines = choices.reduce<CartLine[]>(
          (cart, c) => addLine(cart, line(c.productId, { opt_temp: c.temp, opt_shot: c.shot }, c.quantity)),
          [],
        );
        expect(new Set(lines.map((entry) => entry.key)).size).toBe(lines.length);
        for (const entry of lines) {
          expect(entry.quantity).toBeGreaterThanOrEqual(1);
          expect(entry.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
      }),
    );
  });
});
