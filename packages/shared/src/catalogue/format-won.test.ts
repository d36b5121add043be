import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatWon } from './format-won';

const icu = new Intl.NumberFormat('ko-KR');

describe('formatCount', () => {
  it('groups digits as Intl.NumberFormat("ko-KR") does, for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
        expect(formatCount(value)).toBe(icu.format(value));
      }),
    );
  });

  it('keeps up to three decimals as Intl does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, thousandths) => {
          const value = Number(`${whole}.${String(thousandths).padStart(3, '0')}`);
          expect(formatCount(value)).toBe(icu.format(value));
        },
      ),
    );
    expect(formatCount(0.5)).toBe('0.5');
    expect(formatCount(-1234.25)).toBe('-1,234.25');
  });

  it("shows 0, not Intl's -0, for negative zero and tiny negatives", () => {
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(-0.0001)).toBe('0');
  });
});

describe('formatWon', () => {
  it('rounds to whole won and groups by three', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(-4500.4)).toBe('-4,500원');
    expect(formatWon(999.5)).toBe('1,000원');
    expect(formatWon(0)).toBe('0원');
  });
});
