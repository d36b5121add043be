/** Phone sign-in, tokens and company registration (`/api/auth`); the ID token service the session plugin uses. */

export {
  anonymiseAuthUser,
  findAuthUser,
  findAuthUserByPhoneHash,
  setAuthUserPhone,
} from './account.repository';
export type { AccountService } from './account.service';
export { type AuthServices, createAuthServices, createSmsProvider } from './auth.module';
export { registerAuthRoutes } from './auth.routes';
export { type CredentialFailures, createCredentialFailures, FAILURES_PER_IP } from './credential-failures';
export { createIdTokenService, type IdTokenService } from './id-token';
export { normalizePhoneNumber, phoneSuffixOf } from './phone-number';
export { DEFAULT_SEND_LIMITS } from './send-limits';
export { registerSignInRoutes } from './sign-in.routes';
export type { SmsProvider } from './sms.provider';
export { createSmsLoginService } from './sms-login.service';
export {
  findRefreshToken,
  findRevokedSessionIds,
  listLiveAdminFamilies,
  revokeAdminFamily,
  revokeAllRefreshTokens,
  revokeDeviceRefreshTokens,
  revokeOtherAdminFamilies,
} from './token.repository';
export {
  createTokenService,
  originOfSessionId,
  REVOCATION_KEPT_SECONDS,
  type TokenService,
} from './token.service';
