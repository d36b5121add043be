import type { DocumentArea } from '@jumun/shared';
import type { Session } from '../../access';
import type { CompanyService } from '../company';
import { formatSseFrame, type RealtimeHub } from './realtime.hub';

/** Longest a setTimeout may wait (2³¹−1 ms); a stream without an expiry waits that long between checks. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Opens a company's change stream for a caller: the same access rules as GET api/document/{area}/company/{id}
 * (admin: the tenant check; user: any live company), the current company document as the first frame (so a
 * reconnecting client resynchronises), and the time until the caller's ID token expires, when the stream ends.
 */
export const createRealtimeService = (deps: {
  hub: RealtimeHub;
  companies: CompanyService;
  now: () => number;
}) => ({
  async openCompanyStream(session: Session | null, area: DocumentArea, companyId: string) {
    const company = await deps.companies.getOne(session, area, companyId);
    const msUntilExpiry = session?.expiresAt ? session.expiresAt * 1000 - deps.now() : 0;
    return {
      firstFrame: formatSseFrame('company.changed', {
        companyId,
        revision: company.revision,
        versionInfo: company.versionInfo,
        changed: 'snapshot',
      }),
      closeAfterMs: msUntilExpiry > 0 ? msUntilExpiry : MAX_TIMER_MS,
      subscribe: (send: (frame: string) => boolean, close: () => void) =>
        deps.hub.subscribe({ companyId, send, close }),
    };
  },
});

export type RealtimeService = ReturnType<typeof createRealtimeService>;
