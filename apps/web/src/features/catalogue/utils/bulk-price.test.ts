import { makeProduct } from '@jumun/shared/testing';
import { describe, expect, it } from 'vitest';
import { editPrice, type PriceDraft, planBulkPriceSave } from './bulk-price';
import { displayLevelChanges, moveId } from './display-order';

const americano = makeProduct('p1', { productName: '아메리카노', priceDiscounted: 4000, revision: 2 });
const latte = makeProduct('p2', { productName: '라떼', priceDiscounted: 5000, revision: 5 });
const live = (...products: (typeof americano)[]) => new Map(products.map((p) => [p.id, p]));

describe('bulk price edit', () => {
  it('sends changed rows with the revision they were based on', () => {
    let drafts = editPrice(new Map<string, PriceDraft>(), americano, 'priceDiscounted', 3800);
    drafts = editPrice(drafts, latte, 'priceDiscounted', 5000);
    const plan = planBulkPriceSave(drafts, live(americano, latte));
    expect(plan).toEqual({ items: [{ ...americano, priceDiscounted: 3800 }] });
  });

  it('refuses the whole batch when someone else saved one of the rows meanwhile', () => {
    const drafts = editPrice(new Map<string, PriceDraft>(), americano, 'priceDiscounted', 3800);
    const changedElsewhere = { ...americano, productName: '아메리카노 (HOT)', revision: 3 };
    expect(planBulkPriceSave(drafts, live(changedElsewhere, latte))).toEqual({
      error: '서버에서 내용이 변경되어 저장할 수 없습니다',
      staleNames: ['아메리카노'],
    });
  });

  it('keeps the first base when a row is edited twice', () => {
    let drafts = editPrice(new Map<string, PriceDraft>(), americano, 'priceDiscounted', 3800);
    drafts = editPrice(drafts, { ...americano, revision: 9 }, 'priceOriginal', 4800);
    expect(drafts.get('p1')?.base.revision).toBe(2);
    expect(drafts.get('p1')?.prices).toEqual({ priceDiscounted: 3800, priceOriginal: 4800 });
  });
});

describe('display order', () => {
  it('moves an id and renumbers only the rows whose level changes', () => {
    const items = [
      { id: 'a', displayLevel: 10 },
      { id: 'b', displayLevel: 20 },
      { id: 'c', displayLevel: 30 },
    ];
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    const [a, b, c] = items;
    expect(displayLevelChanges([c, a, b].filter((x) => x !== undefined))).toEqual([
      { id: 'c', displayLevel: 10 },
      { id: 'a', displayLevel: 20 },
      { id: 'b', displayLevel: 30 },
    ]);
    expect(displayLevelChanges(items)).toEqual([]);
  });
});
