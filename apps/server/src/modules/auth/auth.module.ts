import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { createAccountService } from './account.service';
import { createAligoSmsProvider } from './aligo-sms.provider';
import type { IdTokenService } from './id-token';
import { createRegistrationService, type RegistrationDeps } from './registration.service';
import { DEFAULT_SEND_LIMITS } from './send-limits';
import { createConsoleSmsProvider, type SmsProvider } from './sms.provider';
import { createSmsLoginService } from './sms-login.service';
import { createTokenService } from './token.service';

/** Picks the SMS provider SMS_PROVIDER names; a misconfigured gateway fails at start-up, not at the first sign-in. */
export const createSmsProvider = (env: Env, logger: FastifyBaseLogger): SmsProvider => {
  if (env.SMS_PROVIDER === 'console') return createConsoleSmsProvider(logger);
  if (!env.ALIGO_API_KEY || !env.ALIGO_USER_ID || !env.ALIGO_SENDER) {
    // Fail at start-up rather than on the first sign-in.
    throw new Error('SMS_PROVIDER=aligo needs ALIGO_API_KEY, ALIGO_USER_ID and ALIGO_SENDER');
  }
  return createAligoSmsProvider({
    apiUrl: env.ALIGO_API_URL,
    apiKey: env.ALIGO_API_KEY,
    userId: env.ALIGO_USER_ID,
    sender: env.ALIGO_SENDER,
  });
};

export type AuthModuleDeps = {
  env: Env;
  db: Db;
  cipher: FieldCipher;
  idTokens: IdTokenService;
  now: () => number;
  logger: FastifyBaseLogger;
  /** Tests: a provider that records messages instead of env's SMS_PROVIDER. */
  smsProvider?: SmsProvider;
  /** Tests: a fixed code generator. */
  generateCode?: () => string;
  /** Makes this process re-read an administrator's access now (after a registration or a fresh token). */
  forgetAccess?: (uid: string) => void;
  /** Makes the registrant the new company's owner (the members module's, passed in so auth does not import it). */
  addOwner: RegistrationDeps['addOwner'];
};

/** Wires the auth services from the environment; app.ts passes the result to registerAuthRoutes. */
export const createAuthServices = (deps: AuthModuleDeps) => {
  const { env, db, cipher, now, logger } = deps;
  const accounts = createAccountService({ db, cipher, now, superAdminPhones: env.superAdminPhones });
  const tokens = createTokenService({
    db,
    cipher,
    audience: 'admin',
    // A fresh token should meet fresh access facts (a new super role, a company just registered).
    loadClaims: async (tx, uid, options) => {
      const claims = await accounts.loadClaims(tx, uid, options);
      deps.forgetAccess?.(uid);
      return claims;
    },
    signIdToken: (claims, sessionId) => deps.idTokens.sign({ ...claims, sessionId }),
    onSessionRevoked: deps.forgetAccess,
    now,
    logger,
  });
  const smsProvider = deps.smsProvider ?? createSmsProvider(env, logger);
  const smsLogin = createSmsLoginService({
    db,
    cipher,
    accounts,
    tokens,
    now,
    logger,
    provider: smsProvider,
    allowedCountries: env.smsAllowedCountries,
    testPhoneCodes: env.testPhoneCodes,
    limits: { ...DEFAULT_SEND_LIMITS, perDay: env.SMS_DAILY_CAP },
    generateCode: deps.generateCode,
  });
  const registration = createRegistrationService({
    db,
    cipher,
    now,
    forgetAccess: deps.forgetAccess,
    addOwner: deps.addOwner,
  });
  return { accounts, tokens, smsLogin, registration, smsProvider };
};

export type AuthServices = ReturnType<typeof createAuthServices>;
