import type { Db } from '../../db/client';
import { originOfSessionId } from '../auth';
import { findLoginTokenCompanyId } from './login-tokens.repository';

const MAX_ENTRIES = 10_000;

/**
 * Which company a customer's sign-in is bound to (issue 15, "a token for company A never opens company B"). A login
 * link signs its phone in with the link's id as the sign-in's origin (`<link id>.<uuid>`, token.service `signIn`), so
 * the session id names the link and the link names its company; an SMS sign-in has no origin and no binding. A link's
 * company never changes, so a process remembers it for good (bounded); revocation is the session gate's concern.
 *
 * Returns the company id, `undefined` for a sign-in without an origin, and `null` for an origin that names no link
 * (a sign-in nobody can place, which the caller refuses rather than leaving it unscoped).
 */
export const createLinkSignInScope = (deps: { db: Db }) => {
  const known = new Map<string, string>();

  return async (sessionId: string | undefined): Promise<string | null | undefined> => {
    const origin = sessionId ? originOfSessionId(sessionId) : undefined;
    if (!origin) return undefined;
    const cached = known.get(origin);
    if (cached) return cached;
    const companyId = await findLoginTokenCompanyId(deps.db, origin);
    if (!companyId) return null;
    if (known.size >= MAX_ENTRIES) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(origin, companyId);
    return companyId;
  };
};

export type LinkSignInScope = ReturnType<typeof createLinkSignInScope>;
