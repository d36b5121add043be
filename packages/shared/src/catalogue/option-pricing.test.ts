import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOption, makeProduct } from './catalogue-test-factory';
import { getEffectivePrice, priceSelection } from './option-pricing';

const NOW = new Date('2026-03-02T12:00:00+09:00');
const size = makeOption('opt_size', {
  optionName: '사이즈',
  optionItems: ['Regular', 'Large'],
  optionItemsPrice: [0, 500],
});
const shot = makeOption('opt_shot', {
  optionName: '샷 추가',
  type: 'quantity',
  optionItems: ['샷'],
  optionItemsPrice: [500],
});
const syrup = makeOption('opt_syrup', {
  optionName: '시럽',
  type: 'check',
  optionItems: ['바닐라', '헤이즐넛'],
  optionItemsPrice: [300, 500],
});
const options = [size, shot, syrup];

describe('getEffectivePrice', () => {
  it('uses the Friendtalk price only for Friendtalk visitors and only when it is lower', () => {
    const product = makeProduct('p1', { priceDiscounted: 4000, priceFriendtalk: 3500 });
    expect(getEffectivePrice(product)).toBe(4000);
    expect(getEffectivePrice(product, { friendtalk: true })).toBe(3500);
    expect(getEffectivePrice({ priceDiscounted: 4000, priceFriendtalk: 4500 }, { friendtalk: true })).toBe(
      4000,
    );
    expect(getEffectivePrice({ priceDiscounted: 4000, priceFriendtalk: 0 }, { friendtalk: true })).toBe(4000);
  });
});

describe('priceSelection', () => {
  const americano = makeProduct('p1', { priceDiscounted: 4000, priceFriendtalk: 3500 });

  it('adds the surcharges of the chosen items and counts a quantity option n times', () => {
    const priced = priceSelection(
      americano,
      options,
      { opt_size: ['Large'], opt_shot: 2, opt_syrup: ['바닐라', '헤이즐넛'] },
      { now: NOW },
    );
    expect(priced).toEqual({
      basePrice: 4000,
      optionsPrice: 500 + 1000 + 800,
      unitPrice: 6300,
      options: [
        { optionId: 'opt_size', optionName: '사이즈', selectedValue: 'Large', price: 500 },
        { optionId: 'opt_shot', optionName: '샷 추가', selectedValue: '샷 x 2', price: 1000 },
        { optionId: 'opt_syrup', optionName: '시럽', selectedValue: '바닐라', price: 300 },
        { optionId: 'opt_syrup', optionName: '시럽', selectedValue: '헤이즐넛', price: 500 },
      ],
      labels: ['Large', '샷 x 2', '바닐라', '헤이즐넛'],
    });
  });

  it('prices the default selection and the Friendtalk price', () => {
    const priced = priceSelection(americano, options, {}, { friendtalk: true, now: NOW });
    expect(priced.unitPrice).toBe(3500);
    expect(priced.labels).toEqual(['Regular']);
  });

  it('is the effective price plus the sum of its lines, growing with the shot count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.subarray(['바닐라', '헤이즐넛']),
        fc.constantFrom('Regular', 'Large'),
        fc.boolean(),
        (shots, syrups, chosenSize, friendtalk) => {
          const selection = { opt_size: [chosenSize], opt_shot: shots, opt_syrup: syrups };
          const priced = priceSelection(americano, options, selection, { friendtalk, now: NOW });
          expect(priced.unitPrice).toBe(priced.basePrice + priced.options.reduce((s, l) => s + l.price, 0));
          const more = priceSelection(
            americano,
            options,
            { ...selection, opt_shot: shots + 1 },
            { friendtalk, now: NOW },
          );
          expect(more.unitPrice - priced.unitPrice).toBe(500);
        },
      ),
    );
  });
});
