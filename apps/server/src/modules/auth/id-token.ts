import { ROLES, type Role } from '@jumun/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Session } from './session';

export const ID_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'jumun';
const AUDIENCE = 'jumun-api';
const ALGORITHMS = ['HS256'];

export type IdTokenService = {
  sign: (session: Session) => Promise<{ idToken: string; expiresIn: number }>;
  /** Null for anything that is not a valid, unexpired token of ours (alg none, wrong key, tampered, expired). */
  verify: (token: string) => Promise<Session | null>;
};

export const createIdTokenService = (secret: Uint8Array, now: () => number = Date.now): IdTokenService => ({
  sign: async (session) => {
    const issuedAt = Math.floor(now() / 1000);
    const idToken = await new SignJWT({ roles: session.roles, companyIds: session.companyIds })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(session.uid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
      .sign(secret);
    return { idToken, expiresIn: ID_TOKEN_TTL_SECONDS };
  },
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
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
      return { uid: payload.sub, roles, companyIds, expiresAt: payload.exp };
    } catch {
      return null;
    }
  },
});
