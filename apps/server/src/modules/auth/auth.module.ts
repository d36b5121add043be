import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { createAccountService } from './account.service';
import type { IdTokenService } from './id-token';
import { createRegistrationService } from './registration.service';
import { DEFAULT_SEND_LIMITS } from './send-limits';
import { createSmsProvider, type SmsProvider } from './sms.provider';
import { createSmsLoginService } from './sms-login.service';
import { createTokenService } from './token.service';

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
};

/** Wires the auth services from the environment; app.ts passes the result to registerAuthRoutes. */
export const createAuthServices = (deps: AuthModuleDeps) => {
  const { env, db, cipher, now, logger } = deps;
  const accounts = createAccountService({ db, cipher, now, superAdminPhones: env.superAdminPhones });
  const tokens = createTokenService({ db, cipher, idTokens: deps.idTokens, accounts, now, logger });
  const smsLogin = createSmsLoginService({
    db,
    cipher,
    accounts,
    tokens,
    now,
    logger,
    provider: deps.smsProvider ?? createSmsProvider(env, logger),
    allowedCountries: env.smsAllowedCountries,
    testPhoneCodes: env.testPhoneCodes,
    limits: { ...DEFAULT_SEND_LIMITS, perDay: env.SMS_DAILY_CAP },
    generateCode: deps.generateCode,
  });
  const registration = createRegistrationService({ db, cipher, now });
  return { accounts, tokens, smsLogin, registration };
};

export type AuthServices = ReturnType<typeof createAuthServices>;
