import { z } from 'zod';

const opaqueTokenSchema = z.string().trim().min(1).max(200);

/** The "sign in with the provider" step: a single-use custom token from verify-sms. */
export const sessionBodySchema = z.object({ customToken: opaqueTokenSchema });
export type SessionBody = z.infer<typeof sessionBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: opaqueTokenSchema });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/**
 * The refresh token is optional so that a client that lost it can still end its session cleanly; a POST with no
 * body at all (Fastify hands the validator `null`) counts as `{}`.
 */
export const logoutBodySchema = z
  .object({ refreshToken: opaqueTokenSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** Answer of /session and /refresh. `expiresIn` is the ID token lifetime in seconds. */
export const sessionTokensSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  uid: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/**
 * One browser signed in to this administrator account (내 정보 › 로그인된 기기, issue 15): a refresh-token family.
 * `id` is the family, the ID token's `sid`; `lastUsedAt` is its newest sign-in or refresh (a browser in use refreshes
 * at least once an ID-token lifetime, an hour); `isCurrent` marks the browser asking.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionParamsSchema = z.object({ sessionId: z.string().uuid() });

export const logoutOthersResultSchema = z.object({ revokedSessions: z.number().int() });
export type LogoutOthersResult = z.infer<typeof logoutOthersResultSchema>;
