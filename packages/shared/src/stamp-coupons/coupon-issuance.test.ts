import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCouponIssuance, type IssuanceDefinition } from './coupon-issuance';

const five: IssuanceDefinition = { id: 'def_5', stampsRequired: 5, maxIssueCount: -1 };
const ten: IssuanceDefinition = { id: 'def_10', stampsRequired: 10, maxIssueCount: -1 };

describe('calculateCouponIssuance (domain §7.5)', () => {
  it('follows the worked example: 3 + 4 issues the 5-coupon, then + 4 issues only the 10-coupon', () => {
    const first = calculateCouponIssuance(3, 4, [five, ten]);
    expect(first).toEqual({ issued: [{ definitionId: 'def_5', count: 1 }], newBalance: 7 });
    const second = calculateCouponIssuance(first.newBalance, 4, [five, ten]);
    expect(second).toEqual({ issued: [{ definitionId: 'def_10', count: 1 }], newBalance: 1 });
  });

  it('issues a coupon per full card and the smaller one again on the new card', () => {
    expect(calculateCouponIssuance(0, 27, [five, ten])).toEqual({
      issued: [
        { definitionId: 'def_5', count: 3 },
        { definitionId: 'def_10', count: 2 },
      ],
      newBalance: 7,
    });
  });

  it('keeps stamps when nothing is reached or no definition issues', () => {
    expect(calculateCouponIssuance(1, 2, [five, ten])).toEqual({ issued: [], newBalance: 3 });
    expect(calculateCouponIssuance(8, 5, [])).toEqual({ issued: [], newBalance: 13 });
  });

  it('ignores switched-off definitions, also for the card size', () => {
    const stopped = { ...ten, maxIssueCount: 0 };
    expect(calculateCouponIssuance(3, 4, [five, stopped])).toEqual({
      issued: [{ definitionId: 'def_5', count: 1 }],
      newBalance: 2,
    });
  });

  it('caps first-come-first-served definitions by what was issued so far', () => {
    const limited = { ...five, maxIssueCount: 100 };
    expect(calculateCouponIssuance(0, 15, [limited], new Map([['def_5', 99]]))).toEqual({
      issued: [{ definitionId: 'def_5', count: 1 }],
      newBalance: 0,
    });
    expect(calculateCouponIssuance(0, 5, [limited], new Map([['def_5', 100]])).issued).toEqual([]);
  });

  it('pays out the full card when the balance already exceeds it after definitions changed', () => {
    expect(calculateCouponIssuance(12, 0, [five, ten])).toEqual({
      issued: [{ definitionId: 'def_10', count: 1 }],
      newBalance: 2,
    });
  });

  it('refuses negative or fractional stamp counts', () => {
    expect(() => calculateCouponIssuance(-1, 2, [five])).toThrow(RangeError);
    expect(() => calculateCouponIssuance(1, 0.5, [five])).toThrow(RangeError);
  });
});

const definitionsArb = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^def_[0-9]{4}$/),
    stampsRequired: fc.integer({ min: 1, max: 30 }),
    maxIssueCount: fc.constantFrom(-1, -1, -1, 0, 50),
  }),
  { minLength: 1, maxLength: 5, selector: (d) => d.id },
);

/** A reachable state: a balance below the card size of the issuing definitions. */
const stateArb = definitionsArb.chain((definitions) => {
  const max = Math.max(0, ...definitions.filter((d) => d.maxIssueCount !== 0).map((d) => d.stampsRequired));
  return fc.record({
    definitions: fc.constant(definitions),
    current: fc.integer({ min: 0, max: Math.max(0, max - 1) }),
    added: fc.integer({ min: 0, max: 200 }),
    more: fc.integer({ min: 0, max: 200 }),
  });
});

const countOf = (result: ReturnType<typeof calculateCouponIssuance>, id: string) =>
  result.issued.find((entry) => entry.definitionId === id)?.count ?? 0;

describe('calculateCouponIssuance properties', () => {
  it('keeps the balance below the card, counts positive, and conserves stamps through the largest coupon', () => {
    fc.assert(
      fc.property(stateArb, ({ definitions, current, added }) => {
        const active = definitions.filter((d) => d.maxIssueCount !== 0);
        const result = calculateCouponIssuance(current, added, definitions);
        for (const entry of result.issued) expect(entry.count).toBeGreaterThan(0);
        if (active.length === 0) {
          expect(result).toEqual({ issued: [], newBalance: current + added });
          return;
        }
        const maxRequired = Math.max(...active.map((d) => d.stampsRequired));
        expect(result.newBalance).toBeLessThan(maxRequired);
        const largest = active.find((d) => d.stampsRequired === maxRequired && d.maxIssueCount === -1);
        if (largest) {
          expect(countOf(result, largest.id) * maxRequired + result.newBalance).toBe(current + added);
        }
        for (const d of definitions.filter((x) => x.maxIssueCount === 0))
          expect(countOf(result, d.id)).toBe(0);
      }),
    );
  });

  it('issues the same coupons whether stamps arrive at once or in two saves', () => {
    fc.assert(
      fc.property(stateArb, ({ definitions, current, added, more }) => {
        const unlimited = definitions.map((d) => ({ ...d, maxIssueCount: d.maxIssueCount === 0 ? 0 : -1 }));
        const once = calculateCouponIssuance(current, added + more, unlimited);
        const first = calculateCouponIssuance(current, added, unlimited);
        const second = calculateCouponIssuance(first.newBalance, more, unlimited);
        expect(second.newBalance).toBe(once.newBalance);
        for (const d of unlimited) {
          expect(countOf(first, d.id) + countOf(second, d.id)).toBe(countOf(once, d.id));
        }
      }),
    );
  });
});
