import { createSecretKey } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { CustomerSession } from '../../access';
import { createVerifiedTokens } from '../../lib/verified-tokens';

export const CUSTOMER_ID_TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'jumun';
/** Not the administrators' `jumun-api`: their verifier refuses these tokens, and this one refuses theirs. */
export const CUSTOMER_AUDIENCE = 'jumun-store';

export type CustomerIdTokenService = {
  sign: (claims: { uid: string; sessionId?: string }) => Promise<{ idToken: string; expiresIn: number }>;
  /** Null for anything that is not a valid, unexpired customer token of ours. */
  verify: (token: string) => Promise<CustomerSession | null>;
};

/**
 * HS256 ID tokens of the customer audience (docs/decisions/014): `sub` = uid, `kind: 'customer'`, one hour. A verified
 * token is remembered until it expires, as the administrators' are (lib/verified-tokens.ts); whether its sign-in is
 * still live is asked on every request (CustomerSessionGate).
 */
export const createCustomerIdTokenService = (
  secret: Uint8Array,
  now: () => number = Date.now,
): CustomerIdTokenService => {
  const key = createSecretKey(secret);
  const verified = createVerifiedTokens<CustomerSession>(now);
  return {
    sign: async ({ uid, sessionId }) => {
      const issuedAt = Math.floor(now() / 1000);
      const idToken = await new SignJWT({ kind: 'customer', ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(uid)
        .setIssuer(ISSUER)
        .setAudience(CUSTOMER_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CUSTOMER_ID_TOKEN_TTL_SECONDS)
        .sign(key);
      return { idToken, expiresIn: CUSTOMER_ID_TOKEN_TTL_SECONDS };
    },
    verify: async (token) => {
      const remembered = verified.recall(token);
      if (remembered !== undefined) return remembered;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: CUSTOMER_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (!payload.sub || payload.kind !== 'customer') return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
        const session: CustomerSession = Object.freeze({
          kind: 'customer' as const,
          uid: payload.sub,
          expiresAt: payload.exp,
          ...(sessionId ? { sessionId } : {}),
        });
        verified.remember(token, session);
        return session;
      } catch {
        return null;
      }
    },
  };
};
