import crypto from 'node:crypto';
import { AppError, type SessionTokens } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { ID_TOKEN_TTL_SECONDS } from './id-token';
import * as repo from './token.repository';

export const CUSTOM_TOKEN_TTL_SECONDS = 5 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A revoked family's rows are the record that its ID tokens are revoked, so they stay while such a token could still
 * be unexpired: the longest ID token lifetime (administrators' and customers' are both an hour).
 */
export const REVOCATION_KEPT_SECONDS = ID_TOKEN_TTL_SECONDS;

/** What a browser says about itself when it signs in or refreshes (내 정보 lists each sign-in by it, issue 15). */
export type SignInClient = { userAgent?: string };
/** Long enough for every real browser's User-Agent; a longer header is cut, never refused. */
const USER_AGENT_KEPT = 300;
const userAgentOf = (client: SignInClient | undefined) => (client?.userAgent ?? '').slice(0, USER_AGENT_KEPT);

const INVALID_CUSTOM_TOKEN = '로그인 정보가 만료되었거나 이미 사용되었습니다. 인증번호를 다시 요청해 주세요.';
const INVALID_REFRESH_TOKEN = '로그인이 만료되었습니다. 다시 로그인해 주세요.';

/** Origins are ids of ours (`lt_…`: letters, digits, `_`, `-`), so the dot ends one unambiguously. */
const originPrefix = (origin: string) => `${origin}.`;
/** What made a sign-in (`signIn`'s `origin`, e.g. a login link's id), read back from its session id; none for SMS. */
export const originOfSessionId = (sessionId: string): string | undefined => {
  const dot = sessionId.indexOf('.');
  return dot > 0 ? sessionId.slice(0, dot) : undefined;
};

/** 256 random bits; only a keyed hash is stored, so a database leak yields no usable token. */
const newOpaqueToken = () => crypto.randomBytes(32).toString('base64url');

export type TokenServiceDeps<C extends { uid: string }> = {
  db: Db;
  cipher: FieldCipher;
  /** Whose sign-in this is: custom and refresh tokens of the other audience are unknown here. */
  audience: repo.TokenAudience;
  /** The claims of a new ID token, read fresh from the account each time (may refuse a blocked account). */
  loadClaims: (tx: Tx, uid: string, options: { isSignIn: boolean }) => Promise<C>;
  /** `sessionId` is the refresh-token family: the ID token carries it so that revoking the family revokes it. */
  signIdToken: (claims: C, sessionId: string) => Promise<{ idToken: string; expiresIn: number }>;
  /** A sign-in of this account was revoked: this process forgets what it trusted about the account at once. */
  onSessionRevoked?: (uid: string) => void;
  now: () => number;
  logger: FastifyBaseLogger;
};

/**
 * customToken → session, refresh rotation and logout (issue #3 §3), for one audience: administrators and customers
 * each get an instance (docs/decisions/014). Refresh tokens rotate on every use; a rotated token presented again
 * means it was copied, so its whole family (every token descended from the same sign-in) is revoked.
 */
export const createTokenService = <C extends { uid: string }>(deps: TokenServiceDeps<C>) => {
  const { db, cipher, audience } = deps;
  const hashOf = (token: string) => cipher.lookupHash(`token:${token}`);
  const after = (seconds: number) => new Date(deps.now() + seconds * 1000);

  const issueTokens = async (claims: C, refreshToken: string, sessionId: string): Promise<SessionTokens> => {
    const { idToken, expiresIn } = await deps.signIdToken(claims, sessionId);
    return { idToken, refreshToken, expiresIn, uid: claims.uid };
  };

  return {
    async issueCustomToken(uid: string): Promise<string> {
      const token = newOpaqueToken();
      await repo.pruneExpiredCustomTokens(db, new Date(deps.now()));
      await repo.insertCustomToken(db, {
        tokenHash: hashOf(token),
        uid,
        audience,
        expiresAt: after(CUSTOM_TOKEN_TTL_SECONDS),
      });
      return token;
    },

    /**
     * `origin` names what made this sign-in (a login link's id): the sign-in (refresh-token family, the ID tokens'
     * `sid`) carries it as a prefix, so `revokeSessionsFrom(origin)` can end it later. `client` is the browser's
     * User-Agent, shown in 내 정보 › 로그인된 기기.
     */
    async signIn(
      customToken: string,
      options: { origin?: string; client?: SignInClient } = {},
    ): Promise<SessionTokens> {
      const at = new Date(deps.now());
      const uid = await repo.claimCustomToken(db, hashOf(customToken), audience, at);
      if (!uid) throw new AppError('UNAUTHENTICATED', INVALID_CUSTOM_TOKEN);
      const refreshToken = newOpaqueToken();
      const familyId = options.origin
        ? `${originPrefix(options.origin)}${crypto.randomUUID()}`
        : crypto.randomUUID();
      const claims = await db.transaction(async (tx) => {
        const loaded = await deps.loadClaims(tx, uid, { isSignIn: true });
        await repo.pruneDeadRefreshTokens(tx, uid, at, REVOCATION_KEPT_SECONDS);
        await repo.insertRefreshToken(tx, {
          tokenHash: hashOf(refreshToken),
          uid,
          audience,
          familyId,
          expiresAt: after(REFRESH_TOKEN_TTL_SECONDS),
          dateCreated: at,
          signedInAt: at,
          userAgent: userAgentOf(options.client),
        });
        return loaded;
      });
      return issueTokens(claims, refreshToken, familyId);
    },

    async refresh(refreshToken: string, client?: SignInClient): Promise<SessionTokens> {
      const at = new Date(deps.now());
      const next = newOpaqueToken();
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(tx, hashOf(refreshToken));
        if (!row || row.audience !== audience || row.revokedAt || row.expiresAt <= at) {
          return { kind: 'invalid' as const };
        }
        if (row.rotatedAt) {
          // Committed before we answer 401: the revocation must survive the refusal.
          await repo.revokeRefreshTokenFamily(tx, row.familyId, at);
          return { kind: 'reused' as const, uid: row.uid, familyId: row.familyId };
        }
        await repo.markRefreshTokenRotated(tx, row.tokenHash, at);
        const claims = await deps.loadClaims(tx, row.uid, { isSignIn: false });
        await repo.insertRefreshToken(tx, {
          tokenHash: hashOf(next),
          uid: row.uid,
          audience,
          familyId: row.familyId,
          expiresAt: after(REFRESH_TOKEN_TTL_SECONDS),
          dateCreated: at,
          // Tokens from before sign-ins were recorded: their family began no later than this token.
          signedInAt: row.signedInAt ?? row.dateCreated,
          userAgent: userAgentOf(client) || row.userAgent,
        });
        return { kind: 'rotated' as const, claims, familyId: row.familyId };
      });
      if (outcome.kind === 'reused') {
        deps.logger.warn(outcome, 'refresh token reused after rotation: token family revoked');
        deps.onSessionRevoked?.(outcome.uid);
      }
      if (outcome.kind !== 'rotated') throw new AppError('UNAUTHENTICATED', INVALID_REFRESH_TOKEN);
      return issueTokens(outcome.claims, next, outcome.familyId);
    },

    /**
     * Revokes every sign-in `signIn` made with this origin, refreshed or not: their ID tokens are refused within the
     * session check's 2 s on every process and their open streams end, as after a logout.
     */
    async revokeSessionsFrom(origin: string): Promise<void> {
      const uids = await repo.revokeRefreshTokenFamiliesStartingWith(
        db,
        originPrefix(origin),
        new Date(deps.now()),
      );
      for (const uid of uids) deps.onSessionRevoked?.(uid);
    },

    /**
     * Revokes the token's family, and with it every ID token of that sign-in (within ACCESS_TTL_MS on every process).
     * Unknown tokens are fine: logging out twice is not an error.
     */
    async logout(refreshToken: string | undefined): Promise<{ loggedOut: true }> {
      if (refreshToken) {
        const row = await repo.findRefreshToken(db, hashOf(refreshToken));
        if (row?.audience === audience) {
          await repo.revokeRefreshTokenFamily(db, row.familyId, new Date(deps.now()));
          deps.onSessionRevoked?.(row.uid);
        }
      }
      return { loggedOut: true };
    },
  };
};

export type TokenService = ReturnType<typeof createTokenService<{ uid: string }>>;
