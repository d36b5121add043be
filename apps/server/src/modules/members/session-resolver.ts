import { performance } from 'node:perf_hooks';
import { COMPANY_ROLES, type CompanyRole, ROLES, type Role } from '@jumun/shared';
import type { Session } from '../../access';
import type { Executor } from '../../db/client';
import { findRevokedSessionIds, REVOCATION_KEPT_SECONDS } from '../auth';
import { loadAccessOf } from './memberships';

/**
 * How long one process trusts what it read about an administrator's account, memberships and revoked sign-ins. Every
 * change (role, removal, suspension, loss of super, logout, a reused refresh token) reaches every process within this
 * time plus one request, without any cross-process message (decisions/010 and 017). The process that made the change
 * forgets at once.
 */
export const ACCESS_TTL_MS = 2_000;
/** Accounts that may not act at all: their valid ID tokens read as no session (401). */
const BLOCKED_STATUSES = new Set(['suspended', 'deleted', 'inactive']);
const MAX_ENTRIES = 10_000;

type AccessFacts = {
  access: Pick<Session, 'roles' | 'companyIds' | 'companyRoles' | 'suspendedCompanyIds'>;
  /** Sign-ins (`sid`) revoked within an ID token's lifetime: their tokens are refused. */
  revokedSessionIds: ReadonlySet<string>;
} | null;
type Entry = { loadedAt: number; facts: Promise<AccessFacts> };

export type SessionResolver = {
  /**
   * The verified token's session with roles, companies and company roles as the database has them now (at most
   * ACCESS_TTL_MS old); null when the account is gone, suspended or deleted, or the token's sign-in was revoked.
   */
  resolve: (verified: Session) => Promise<Session | null>;
  /** Forget what this process knows about these administrators (after a change this process made). */
  forget: (...uids: string[]) => void;
};

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isCompanyRole = (value: string): value is CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(value);

export const createSessionResolver = (db: Executor, now: () => number = Date.now): SessionResolver => {
  const cache = new Map<string, Entry>();

  const load = async (uid: string): Promise<AccessFacts> => {
    const access = await loadAccessOf(db, uid);
    if (!access || BLOCKED_STATUSES.has(access.status)) return null;
    const revokedSince = new Date(now() - REVOCATION_KEPT_SECONDS * 1000);
    const revokedSessionIds = new Set(await findRevokedSessionIds(db, uid, revokedSince));
    const companyRoles: Record<string, CompanyRole> = {};
    const suspended: string[] = [];
    for (const m of access.memberships) {
      if (!isCompanyRole(m.role)) continue;
      companyRoles[m.companyId] = m.role;
      if (m.status === 'suspended') suspended.push(m.companyId);
    }
    return {
      access: Object.freeze({
        roles: Object.freeze(access.roles.filter(isRole)) as Role[],
        companyIds: Object.freeze(Object.keys(companyRoles)) as string[],
        companyRoles: Object.freeze(companyRoles),
        suspendedCompanyIds: Object.freeze(suspended),
      }),
      revokedSessionIds,
    };
  };

  const factsOf = (uid: string): Promise<AccessFacts> => {
    const now = performance.now();
    const entry = cache.get(uid);
    if (entry && now - entry.loadedAt < ACCESS_TTL_MS) return entry.facts;
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    const facts = load(uid);
    // A failed read is not remembered: the next request tries again.
    facts.catch(() => cache.delete(uid));
    cache.delete(uid);
    cache.set(uid, { loadedAt: now, facts });
    return facts;
  };

  return {
    resolve: async (verified) => {
      const facts = await factsOf(verified.uid);
      if (!facts) return null;
      // A device's sign-ins are the device's own (checked by its gate), not the administrator's.
      if (!verified.deviceId && verified.sessionId && facts.revokedSessionIds.has(verified.sessionId))
        return null;
      const session = Object.freeze({
        uid: verified.uid,
        expiresAt: verified.expiresAt,
        ...(verified.sessionId ? { sessionId: verified.sessionId } : {}),
        ...facts.access,
      });
      return verified.deviceId ? narrowToDevice(session, verified) : session;
    },
    forget: (...uids) => {
      for (const uid of uids) cache.delete(uid);
    },
  };
};

/**
 * A registered device (issue 15) acts for the administrator who registered it, but only at the device's one company,
 * with the device's role — never more than that administrator's own role there, and never as super. When the
 * administrator has left the company, the device has no session.
 */
const narrowToDevice = (session: Session, verified: Session): Session | null => {
  const [companyId] = verified.companyIds;
  const ownerRole = companyId ? session.companyRoles?.[companyId] : undefined;
  if (!companyId || !ownerRole) return null;
  const deviceRole = verified.companyRole ?? 'staff';
  const role = COMPANY_ROLES.indexOf(deviceRole) >= COMPANY_ROLES.indexOf(ownerRole) ? deviceRole : ownerRole;
  return Object.freeze({
    uid: session.uid,
    expiresAt: session.expiresAt,
    ...(session.sessionId ? { sessionId: session.sessionId } : {}),
    roles: ['admin'] as Role[],
    companyIds: [companyId],
    companyRoles: Object.freeze({ [companyId]: role }),
    suspendedCompanyIds: session.suspendedCompanyIds?.filter((id) => id === companyId) ?? [],
    deviceId: verified.deviceId,
    companyRole: role,
  });
};
