import { z } from 'zod';
import { sessionTokensSchema } from './session.schema';
import { phoneNumberInputSchema } from './sms-login.schema';

/** 256 random bits as base64url: 43 characters. Anything far from that is refused before a lookup. */
export const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
export const LOGIN_TOKEN_DEFAULT_DAYS = 30;
export const LOGIN_TOKEN_MAX_DAYS = 365;

/** Where a link stands: usable, past its expiry, or revoked by the shop. */
export const LOGIN_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type LoginTokenState = (typeof LOGIN_TOKEN_STATES)[number];

/** `POST /api/admin/companies/:companyId/login-tokens`: a link for one customer phone (issue 15). */
export const createLoginTokenInputSchema = z.object({
  phoneNumber: phoneNumberInputSchema,
  validDays: z.number().int().min(1).max(LOGIN_TOKEN_MAX_DAYS).default(LOGIN_TOKEN_DEFAULT_DAYS),
  /** Adds a friendtalkCode to the link: whoever opens it becomes a 친구톡 receiver (priceFriendtalk). */
  friendtalk: z.boolean().default(false),
});
export type CreateLoginTokenInput = z.input<typeof createLoginTokenInputSchema>;

/** One link in the shop's list. `path` is the link without origin, `/token/{token}[?friendtalkCode=…]`. */
export const loginTokenSchema = z.object({
  id: z.string(),
  phoneSuffix: z.string(),
  path: z.string(),
  isFriendtalk: z.boolean(),
  /** Made by the server for its order and stamp messages (one per phone, reused), not by an administrator. */
  isFromNotifications: z.boolean(),
  state: z.enum(LOGIN_TOKEN_STATES),
  dateCreated: z.string(),
  dateLastUsed: z.string().nullable(),
  dateExpires: z.string(),
});
export type LoginToken = z.infer<typeof loginTokenSchema>;

export const loginByTokenBodySchema = z.object({
  loginToken: z.string().trim().min(1).max(200),
  friendtalkCode: z.string().trim().max(200).optional(),
});
export type LoginByTokenBody = z.infer<typeof loginByTokenBodySchema>;

/** `POST /api/userAuth/login-by-token` (domain §6.3): a customer session plus the shop it opens. */
export const loginByTokenResultSchema = sessionTokensSchema.extend({
  companyId: z.string(),
  friendtalkReceiver: z.boolean(),
  /** The customer's own phone (E.164), shown on the storefront's signed-in line. */
  phoneNumber: z.string(),
});
export type LoginByTokenResult = z.infer<typeof loginByTokenResultSchema>;

/** The web path of a login link (domain §6.3 `/token/{loginToken}[/{redirect}][?friendtalkCode=…]`). */
export const loginTokenPath = (token: string, friendtalkCode?: string, redirect?: string): string => {
  const tail = redirect ? `/${redirect.replace(/^\/+/, '')}` : '';
  const query = friendtalkCode ? `?friendtalkCode=${encodeURIComponent(friendtalkCode)}` : '';
  return `/token/${token}${tail}${query}`;
};
