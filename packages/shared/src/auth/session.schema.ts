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
