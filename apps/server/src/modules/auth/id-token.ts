import { createSecretKey } from 'node:crypto';
import { COMPANY_ROLES, type CompanyRole, ROLES, type Role } from '@jumun/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Session } from '../../access';
import { createVerifiedTokens } from '../../lib/verified-tokens';

export const ID_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'jumun';
const AUDIENCE = 'jumun-api';
const ALGORITHMS = ['HS256'];

export type IdTokenService = {
  sign: (session: Session) => Promise<{ idToken: string; expiresIn: number }>;
  /** Null for anything that is not a valid, unexpired token of ours (alg none, wrong key, tampered, expired). */
  verify: (token: string) => Promise<Session | null>;
};

/**
 * Signs and verifies ID tokens. A token is immutable, so once its signature and claims check out the decoded session
 * is remembered by the exact token string until its `exp`: each API request then skips the HMAC and JSON work (a
 * tenth of the server's CPU on GET one). Revocation is not decided here but by the session resolver, which reads
 * the account, its memberships and its revoked sign-ins (`sid`) at most ACCESS_TTL_MS old (decisions/010).
 */
export const createIdTokenService = (secret: Uint8Array, now: () => number = Date.now): IdTokenService => {
  // One KeyObject instead of importing the raw secret again on every verify.
  const key = createSecretKey(secret);
  const verified = createVerifiedTokens<Readonly<Session>>(now);

  return {
    sign: async (session) => {
      const issuedAt = Math.floor(now() / 1000);
      const deviceClaims = session.deviceId
        ? { deviceId: session.deviceId, companyRole: session.companyRole ?? 'staff' }
        : {};
      const idToken = await new SignJWT({
        roles: session.roles,
        companyIds: session.companyIds,
        ...deviceClaims,
        ...(session.sessionId ? { sid: session.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(session.uid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
        .sign(key);
      return { idToken, expiresIn: ID_TOKEN_TTL_SECONDS };
    },
    verify: async (token) => {
      const remembered = verified.recall(token);
      if (remembered !== undefined) return remembered;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ALGORITHMS,
          currentDate: new Date(now()),
        });
        const roles = Array.isArray(payload.roles)
          ? payload.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r))
          : [];
        const companyIds = Array.isArray(payload.companyIds)
          ? payload.companyIds.filter((c): c is string => typeof c === 'string')
          : [];
        if (!payload.sub) return null;
        const deviceId = typeof payload.deviceId === 'string' ? payload.deviceId : undefined;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
        const companyRole = (COMPANY_ROLES as readonly unknown[]).includes(payload.companyRole)
          ? (payload.companyRole as CompanyRole)
          : undefined;
        const session: Readonly<Session> = Object.freeze({
          uid: payload.sub,
          roles: Object.freeze(roles) as Role[],
          companyIds: Object.freeze(companyIds) as string[],
          expiresAt: payload.exp,
          ...(sessionId ? { sessionId } : {}),
          ...(deviceId ? { deviceId, companyRole: companyRole ?? 'staff' } : {}),
        });
        verified.remember(token, session);
        return session;
      } catch {
        return null;
      }
    },
  };
};
