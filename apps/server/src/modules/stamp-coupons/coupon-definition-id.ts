import crypto from 'node:crypto';

/** The original system's coupon definition id, `def_{epochMs}_{4 digits}` (domain §1.1). */
export const newCouponDefinitionId = (nowMs: number): string =>
  `def_${nowMs}_${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}`;
