/** Phone sign-in, tokens and company registration (`/api/auth`); the ID token service the session plugin uses. */
export { type AuthServices, createAuthServices, createSmsProvider } from './auth.module';
export { registerAuthRoutes } from './auth.routes';
export { createIdTokenService, type IdTokenService } from './id-token';
export type { SmsProvider } from './sms.provider';
