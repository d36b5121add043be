import type { Db } from '../../db/client';
import { isLiveCompany } from './company.repository';

/** How long a "yes, it exists" is trusted; a deleted company is refused by the services' own reads meanwhile. */
const KNOWN_FOR_MS = 60_000;

/**
 * The company scope's existence check (access/company-scope.ts), with the positive answers kept a minute per
 * process: every company-scoped request asks, and companies are created far more often than deleted.
 */
export const createCompanyExistsCheck = (db: Db, now: () => number) => {
  const known = new Map<string, number>();
  return async (companyId: string) => {
    const until = known.get(companyId);
    if (until !== undefined && until > now()) return true;
    const exists = await isLiveCompany(db, companyId);
    if (exists) {
      if (known.size > 10_000) known.clear();
      known.set(companyId, now() + KNOWN_FOR_MS);
    }
    return exists;
  };
};
