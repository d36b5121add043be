import { afterEach, describe, expect, it } from 'vitest';
import { cartLineKey } from './cart-line';
import { CART_STORAGE_PREFIX, cartStore, parseStoredCart } from './cart-store';

const americano = {
  key: cartLineKey('p_1', { opt_temp: ['ICE'] }),
  productId: 'p_1',
  productName: '아메리카노',
  image: '',
  quantity: 1,
  selection: { opt_temp: ['ICE'] },
  options: [{ optionId: 'opt_temp', optionName: '온도', selectedValue: 'ICE', price: 0 }],
  unitPrice: 4500,
  addedAt: 1,
};

afterEach(() => cartStore.clear('coCafe'));

describe('cart store', () => {
  it('keeps each shop’s cart on the device under its own key', () => {
    cartStore.add('coCafe', americano);
    cartStore.add('coCafe', { ...americano, quantity: 2 });
    cartStore.setOrderType('coCafe', 'takeout');
    const stored = parseStoredCart(window.localStorage.getItem(`${CART_STORAGE_PREFIX}coCafe`));
    expect(stored.orderType).toBe('takeout');
    expect(stored.lines).toEqual([{ ...americano, quantity: 3 }]);
    expect(cartStore.get('coOther').lines).toEqual([]);
  });

  it('reads what still makes sense from a damaged or older stored cart', () => {
    expect(parseStoredCart('not json')).toEqual({ orderType: null, lines: [] });
    expect(parseStoredCart(JSON.stringify({ lines: [americano, { productId: 'x' }, null] })).lines).toEqual([
      americano,
    ]);
  });

  it('removes lines and updates accepted prices by key', () => {
    cartStore.add('coCafe', americano);
    cartStore.updateLines('coCafe', [{ ...americano, unitPrice: 4800 }]);
    expect(cartStore.get('coCafe').lines[0]?.unitPrice).toBe(4800);
    cartStore.remove('coCafe', [americano.key]);
    expect(cartStore.get('coCafe').lines).toEqual([]);
  });
});
