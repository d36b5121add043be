import type { CouponDefinition } from './coupon-definition.schema';

export type IssuanceDefinition = Pick<CouponDefinition, 'id' | 'stampsRequired' | 'maxIssueCount'>;

export type CouponIssuance = {
  issued: { definitionId: string; count: number }[];
  /** The customer's stamp balance after this save. */
  newBalance: number;
};

const assertStampCount = (value: number, name: string) => {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
};

/**
 * Which stamp coupons a stamp save issues (domain §7.5, the original calculateAccurateCouponIssuance).
 * The largest stampsRequired among the issuing definitions is one full card: every time the balance reaches it, the
 * card resets. Each definition issues one coupon per card at the moment the card passes its stampsRequired:
 *   count = cycles + (remainder ≥ req ? 1 : 0) − (current ≥ req ? 1 : 0)
 * The last term skips coupons already issued for the stamps on the card. For the largest definition it is dropped:
 * reaching it always resets the card, so a balance at or above it (definitions edited since) was never paid out.
 *
 * Definitions with maxIssueCount 0 are switched off and do not size the card. `issuedSoFar` (per definition id) caps
 * first-come-first-served definitions; stamps are used up even when the cap withholds a coupon.
 */
export const calculateCouponIssuance = (
  currentStamp: number,
  addedStamp: number,
  definitions: readonly IssuanceDefinition[],
  issuedSoFar: ReadonlyMap<string, number> = new Map(),
): CouponIssuance => {
  assertStampCount(currentStamp, 'currentStamp');
  assertStampCount(addedStamp, 'addedStamp');
  const total = currentStamp + addedStamp;
  const active = definitions.filter((definition) => definition.maxIssueCount !== 0);
  const maxRequired = Math.max(0, ...active.map((definition) => definition.stampsRequired));
  if (maxRequired === 0) return { issued: [], newBalance: total };

  const cycles = Math.floor(total / maxRequired);
  const remainder = total % maxRequired;
  const issued = active.flatMap((definition) => {
    const required = definition.stampsRequired;
    const alreadyIssued = required < maxRequired && currentStamp >= required ? 1 : 0;
    const earned = Math.max(0, cycles + (remainder >= required ? 1 : 0) - alreadyIssued);
    const left =
      definition.maxIssueCount < 0
        ? earned
        : Math.max(0, definition.maxIssueCount - (issuedSoFar.get(definition.id) ?? 0));
    const count = Math.min(earned, left);
    return count > 0 ? [{ definitionId: definition.id, count }] : [];
  });
  return { issued, newBalance: remainder };
};
