import type { CustomerSession } from '../../access';
import type { Db } from '../../db/client';
import { findRevokedSessionIds, REVOCATION_KEPT_SECONDS } from '../auth';

/** How long a process trusts its last look at a customer's revoked sign-ins; the process that revoked forgets at once. */
export const CUSTOMER_SESSION_CHECK_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a customer's ID token still counts: not when its sign-in (`sid`, the refresh-token family) was logged out
 * or revoked for a reused refresh token (decisions/010). The administrators' equivalent is the session resolver; a
 * customer has no access facts to re-read, only this.
 */
export const createCustomerSessionGate = (deps: { db: Db; now: () => number }) => {
  const seen = new Map<string, { revoked: Promise<ReadonlySet<string>>; checkedAt: number }>();

  const revokedOf = (uid: string) => {
    const at = deps.now();
    const known = seen.get(uid);
    if (known && at - known.checkedAt < CUSTOMER_SESSION_CHECK_MS) return known.revoked;
    if (seen.size >= MAX_ENTRIES) {
      const oldest = seen.keys().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    const since = new Date(at - REVOCATION_KEPT_SECONDS * 1000);
    const revoked = findRevokedSessionIds(deps.db, uid, since).then(
      (ids): ReadonlySet<string> => new Set(ids),
    );
    // A failed read is not remembered: the next request tries again.
    revoked.catch(() => seen.delete(uid));
    seen.delete(uid);
    seen.set(uid, { revoked, checkedAt: at });
    return revoked;
  };

  return {
    isLive: async (customer: CustomerSession): Promise<boolean> =>
      !customer.sessionId || !(await revokedOf(customer.uid)).has(customer.sessionId),
    forget: (uid: string) => {
      seen.delete(uid);
    },
  };
};

export type CustomerSessionGate = ReturnType<typeof createCustomerSessionGate>;
