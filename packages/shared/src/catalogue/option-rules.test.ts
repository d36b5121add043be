import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeOption } from './catalogue-test-factory';
import { createDefaultSelection, resolveProductOptions, validateOptionSelection } from './option-rules';

const NOW = new Date('2026-03-02T12:00:00+09:00');

const temperature = makeOption('opt_temp', {
  optionName: '온도',
  optionItems: ['HOT', 'ICE'],
  optionItemsPrice: [0, 0],
  displayLevel: 10,
});
const ice = makeOption('opt_ice', {
  optionName: '얼음',
  optionItems: ['보통', '적게', '많이'],
  optionItemsPrice: [0, 0, 0],
  displayLevel: 20,
  invalidCombinations: [
    {
      optionId: 'opt_temp',
      thisValue: ['많이', '적게'],
      otherValue: ['HOT'],
      warningMsg: '따뜻한 음료에는 얼음을 넣을 수 없어요.',
    },
  ],
});
const shot = makeOption('opt_shot', {
  optionName: '샷 추가',
  type: 'quantity',
  optionItems: ['샷'],
  optionItemsPrice: [500],
  displayLevel: 30,
});
const syrup = makeOption('opt_syrup', {
  optionName: '시럽',
  type: 'check',
  optionItems: ['바닐라', '헤이즐넛', '카라멜'],
  optionItemsPrice: [500, 500, 500],
  displayLevel: 40,
  soldOutItems: [
    { item: '카라멜', until: null },
    { item: '헤이즐넛', until: '2026-03-02T10:00:00+09:00' },
  ],
  invalidCombinations: [{ optionId: 'opt_shot', thisValue: ['바닐라'], otherValue: ['샷'], warningMsg: '' }],
});
const options = [temperature, ice, shot, syrup];

describe('resolveProductOptions', () => {
  const byId = new Map(options.map((o) => [o.id, o]));

  it("uses the group's option ids over the product's, sorted by displayLevel then listed order", () => {
    const tied = makeOption('opt_tied', { displayLevel: 10 });
    const all = new Map([...byId, [tied.id, tied]]);
    const groups = new Map([['og_coffee', { optionIds: ['opt_syrup', 'opt_tied', 'opt_temp', 'opt_gone'] }]]);
    const product = { optionGroupId: 'og_coffee', optionIds: ['opt_shot'] };
    expect(resolveProductOptions(product, groups, all).map((o) => o.id)).toEqual([
      'opt_tied',
      'opt_temp',
      'opt_syrup',
    ]);
  });

  it("falls back to the product's own option ids without a group", () => {
    const product = { optionGroupId: '', optionIds: ['opt_shot', 'opt_temp'] };
    expect(resolveProductOptions(product, new Map(), byId).map((o) => o.id)).toEqual([
      'opt_temp',
      'opt_shot',
    ]);
  });
});

describe('validateOptionSelection', () => {
  it('accepts the default selection: first item of each select, nothing else', () => {
    const selection = createDefaultSelection(options, NOW);
    expect(selection).toEqual({ opt_temp: ['HOT'], opt_ice: ['보통'], opt_shot: 0, opt_syrup: [] });
    expect(validateOptionSelection(options, selection, NOW)).toEqual({ isValid: true, errors: [] });
    expect(validateOptionSelection(options, {}, NOW).isValid).toBe(true);
  });

  it('opens a required-highlight select empty, so the customer must choose it', () => {
    const grind = makeOption('opt_grind', {
      optionName: '분쇄',
      styleType: 'required-highlight',
      optionItems: ['홀빈', '핸드드립용'],
      optionItemsPrice: [0, 0],
    });
    const selection = createDefaultSelection([grind, temperature], NOW);
    expect(selection).toEqual({ opt_grind: [], opt_temp: ['HOT'] });
    expect(validateOptionSelection([grind, temperature], selection, NOW).errors).toEqual([
      { optionId: 'opt_grind', message: '분쇄: 하나를 선택하세요.', code: 'chooseOne' },
    ]);
    expect(validateOptionSelection([grind], { opt_grind: ['홀빈'] }, NOW).isValid).toBe(true);
  });

  it('requires exactly one item for a select', () => {
    expect(validateOptionSelection([temperature], { opt_temp: [] }, NOW).errors).toEqual([
      { optionId: 'opt_temp', message: '온도: 하나를 선택하세요.', code: 'chooseOne' },
    ]);
    expect(validateOptionSelection([temperature], { opt_temp: ['HOT', 'ICE'] }, NOW).errors[0]?.message).toBe(
      '온도: 하나만 선택할 수 있습니다.',
    );
  });

  it('refuses unknown items, unknown options, bad counts and duplicates', () => {
    const result = validateOptionSelection(
      options,
      { opt_temp: ['미지근'], opt_shot: -1, opt_syrup: ['바닐라', '바닐라'], opt_other: ['x'] },
      NOW,
    );
    expect(result.errors).toEqual([
      { optionId: 'opt_other', message: '이 상품에 없는 옵션입니다.', code: 'unknownOption' },
      {
        optionId: 'opt_temp',
        message: "온도: '미지근' 항목이 없습니다.",
        code: 'unknownItem',
        item: '미지근',
      },
      {
        optionId: 'opt_shot',
        message: '샷 추가: 수량은 0~99 사이의 정수로 입력하세요.',
        code: 'badQuantity',
      },
      { optionId: 'opt_syrup', message: '시럽: 같은 항목을 두 번 선택할 수 없습니다.', code: 'duplicate' },
    ]);
  });

  it('refuses sold-out items until their time has passed', () => {
    expect(validateOptionSelection([syrup], { opt_syrup: ['카라멜'] }, NOW).errors[0]?.message).toBe(
      '시럽: 카라멜 항목은 품절입니다.',
    );
    expect(validateOptionSelection([syrup], { opt_syrup: ['헤이즐넛'] }, NOW).isValid).toBe(true);
    const early = new Date('2026-03-02T09:00:00+09:00');
    expect(validateOptionSelection([syrup], { opt_syrup: ['헤이즐넛'] }, early).isValid).toBe(false);
  });

  it('defaults a select to its first available item and explains when all are sold out', () => {
    const size = makeOption('opt_size', { soldOutItems: [{ item: 'Regular', until: null }] });
    expect(createDefaultSelection([size], NOW)).toEqual({ opt_size: ['Large'] });
    const gone = makeOption('opt_size', {
      soldOutItems: [
        { item: 'Regular', until: null },
        { item: 'Large', until: null },
      ],
    });
    expect(validateOptionSelection([gone], {}, NOW).errors[0]?.message).toBe(
      '사이즈: 선택할 수 있는 항목이 없습니다 (품절).',
    );
  });

  it('reports forbidden combinations with their message or the default one', () => {
    expect(validateOptionSelection(options, { opt_temp: ['HOT'], opt_ice: ['많이'] }, NOW).errors).toEqual([
      { optionId: 'opt_ice', message: '따뜻한 음료에는 얼음을 넣을 수 없어요.', code: 'invalidCombination' },
    ]);
    expect(validateOptionSelection(options, { opt_temp: ['ICE'], opt_ice: ['많이'] }, NOW).isValid).toBe(
      true,
    );
    expect(validateOptionSelection(options, { opt_syrup: ['바닐라'], opt_shot: 2 }, NOW).errors).toEqual([
      { optionId: 'opt_syrup', message: '해당 조합은 사용할 수 없습니다.', code: 'invalidCombination' },
    ]);
    expect(validateOptionSelection(options, { opt_syrup: ['바닐라'], opt_shot: 0 }, NOW).isValid).toBe(true);
  });
});

describe('validateOptionSelection properties', () => {
  const selectionArb = fc.record(
    {
      opt_temp: fc.subarray(['HOT', 'ICE']),
      opt_ice: fc.subarray(['보통', '적게', '많이']),
      opt_shot: fc.integer({ min: -2, max: 120 }),
      opt_syrup: fc.subarray(['바닐라', '헤이즐넛', '카라멜']),
    },
    { requiredKeys: [] },
  );

  it('is valid exactly when no error is listed, and every error names an option of the product', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const result = validateOptionSelection(options, selection, NOW);
        expect(result.isValid).toBe(result.errors.length === 0);
        for (const error of result.errors) expect(options.map((o) => o.id)).toContain(error.optionId);
      }),
    );
  });

  it('never accepts a sold-out item, a select without exactly one item, or HOT with ice', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        if (!validateOptionSelection(options, selection, NOW).isValid) return;
        expect(selection.opt_syrup ?? []).not.toContain('카라멜');
        if (selection.opt_temp) expect(selection.opt_temp).toHaveLength(1);
        const isHot = (selection.opt_temp ?? ['HOT']).includes('HOT');
        if (isHot) expect(selection.opt_ice ?? []).not.toContain('많이');
      }),
    );
  });
});
