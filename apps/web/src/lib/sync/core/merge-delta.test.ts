import { describe, expect, it } from 'vitest';
import { mergeDelta, minPosition } from './merge-delta';

describe('mergeDelta', () => {
  const list = [
    { id: 'a', v: 1 },
    { id: 'b', v: 1 },
    { id: 'c', v: 1 },
  ];

  it('drops deleted ids, replaces modified ones in place and appends new ones', () => {
    expect(
      mergeDelta(
        list,
        ['b'],
        [
          { id: 'c', v: 2 },
          { id: 'd', v: 1 },
        ],
      ),
    ).toEqual([
      { id: 'a', v: 1 },
      { id: 'c', v: 2 },
      { id: 'd', v: 1 },
    ]);
  });

  it('is idempotent: applying the same delta twice changes nothing more', () => {
    const once = mergeDelta(list, ['a'], [{ id: 'b', v: 3 }]);
    expect(mergeDelta(once, ['a'], [{ id: 'b', v: 3 }])).toEqual(once);
  });

  it('ignores deleted ids it never had', () => {
    expect(mergeDelta(list, ['zzz'], [])).toEqual(list);
  });
});

describe('minPosition', () => {
  it('compares 64-bit positions numerically, not as text', () => {
    expect(minPosition('9', '10')).toBe('9');
    expect(minPosition('18446744073709551615', '18446744073709551614')).toBe('18446744073709551614');
    expect(minPosition(undefined, '5')).toBe('5');
  });
});
