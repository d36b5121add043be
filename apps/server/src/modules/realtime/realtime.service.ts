import type { DocumentArea } from '@jumun/shared';
import { AppError } from '@jumun/shared';
import { type CustomerSession, requireCompanyAccess, requireCustomer, type Session } from '../../access';
import type { CompanyService } from '../company';
import { formatSseFrame, type RealtimeHub } from './realtime.hub';

/**
 * Opens a company's change stream for a caller: the same access rules as GET api/document/{area}/company/{id}
 * (admin: the tenant check; user: any live company), the current company document as the first frame (so a
 * reconnecting client resynchronises), and the time until the caller's ID token expires, when the stream ends.
 */
export const createRealtimeService = (deps: {
  hub: RealtimeHub;
  companies: CompanyService;
  now: () => number;
  /**
   * How long a stream without a token that expires (the public storefront's) lives (SSE_ANONYMOUS_STREAM_MS, an hour):
   * the client reconnects at once and resynchronises from the first frame. No anonymous stream lives for weeks
   * (issue 9).
   */
  anonymousStreamMs: number;
  /** Re-reads an administrator's access (members/session-resolver.ts); null when they may not act any more. */
  resolveSession?: (session: Session) => Promise<Session | null>;
  /** A registered device's stream ends when the device is revoked (issue 15); see sign-in-links/device-gate.ts. */
  isDeviceActive?: (deviceId: string, sessionId?: string) => Promise<boolean>;
  /** A customer's stream ends when their sign-in is logged out or revoked (customers/customer-session-gate.ts). */
  isCustomerSessionLive?: (customer: CustomerSession) => Promise<boolean>;
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
      closeAfterMs: msUntilExpiry > 0 ? msUntilExpiry : deps.anonymousStreamMs,
      // Removal from the company, a suspended account, a lost super role or a revoked device ends an open admin
      // stream within seconds, not when the token expires (issues 14 and 15, decisions/017 and 018).
      isStillAllowed:
        area === 'admin' && session && (deps.resolveSession || (session.deviceId && deps.isDeviceActive))
          ? async () => {
              if (
                session.deviceId &&
                deps.isDeviceActive &&
                !(await deps.isDeviceActive(session.deviceId, session.sessionId))
              )
                return false;
              const current = deps.resolveSession ? await deps.resolveSession(session) : session;
              try {
                requireCompanyAccess(current ?? null, companyId, 'read');
                return true;
              } catch {
                return false;
              }
            }
          : undefined,
      subscribe: (send: (frame: string) => boolean, close: () => void) =>
        deps.hub.subscribe({
          companyId,
          audience: { kind: area === 'admin' ? 'admin' : 'public' },
          send,
          close,
        }),
    };
  },

  /**
   * A customer's own orders at a company (docs/decisions/014): only `order.*` events whose order is theirs. The first
   * frame says the stream is ready; a client that reconnects reads its order again.
   */
  async openCustomerOrderStream(session: CustomerSession | null, companyId: string) {
    const customer = requireCustomer(session, companyId);
    const { isCustomerSessionLive } = deps;
    await deps.companies.getOne(null, 'user', companyId);
    const msUntilExpiry = customer.expiresAt ? customer.expiresAt * 1000 - deps.now() : 0;
    if (customer.expiresAt && msUntilExpiry <= 0)
      throw new AppError('UNAUTHENTICATED', '로그인이 만료되었습니다.');
    return {
      firstFrame: formatSseFrame('ready', { companyId }),
      closeAfterMs: msUntilExpiry > 0 ? msUntilExpiry : deps.anonymousStreamMs,
      isStillAllowed: isCustomerSessionLive ? () => isCustomerSessionLive(customer) : undefined,
      subscribe: (send: (frame: string) => boolean, close: () => void) =>
        deps.hub.subscribe({ companyId, audience: { kind: 'customer', uid: customer.uid }, send, close }),
    };
  },
});

export type RealtimeService = ReturnType<typeof createRealtimeService>;
