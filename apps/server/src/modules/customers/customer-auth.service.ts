import { AppError } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { AccountService, SmsProvider } from '../auth';
import {
  createSmsLoginService,
  createTokenService,
  DEFAULT_SEND_LIMITS,
  findAuthUser,
  phoneSuffixOf,
} from '../auth';
import * as repo from './customer.repository';
import type { CustomerIdTokenService } from './customer-id-token';

export type CustomerAuthDeps = {
  env: Env;
  db: Db;
  cipher: FieldCipher;
  accounts: AccountService;
  smsProvider: SmsProvider;
  customerIdTokens: CustomerIdTokenService;
  /** Forgets a customer's revoked sign-ins in this process after a logout or a reused refresh token. */
  forgetSessions?: (uid: string) => void;
  now: () => number;
  logger: FastifyBaseLogger;
};

/**
 * Customer sign-in (issue 11 §4, docs/decisions/014): the same one-time codes, send limits and rotating refresh
 * tokens as the administrators' sign-in, with tokens of the customer audience. The customer profile (v2_users) is
 * created at the first sign-in; nothing about administrators is read or written.
 */
export const createCustomerAuthServices = (deps: CustomerAuthDeps) => {
  const { env, db, cipher, now, logger } = deps;

  const loadClaims = async (tx: Tx, uid: string, options: { isSignIn: boolean }) => {
    const user = await findAuthUser(tx, uid);
    if (!user) throw new AppError('UNAUTHENTICATED', '계정을 찾을 수 없습니다. 다시 로그인해 주세요.');
    if (options.isSignIn) {
      const phone = cipher.decrypt(user.securedPhone);
      await repo.upsertCustomer(tx, {
        uid,
        securedPhone: cipher.encrypt(phone),
        phoneSuffix: phoneSuffixOf(phone),
        at: new Date(now()),
      });
    } else if (!(await repo.findCustomer(tx, uid))) {
      throw new AppError('UNAUTHENTICATED', '계정을 찾을 수 없습니다. 다시 로그인해 주세요.');
    }
    return { uid };
  };

  const tokens = createTokenService({
    db,
    cipher,
    audience: 'customer',
    loadClaims,
    signIdToken: (claims, sessionId) => deps.customerIdTokens.sign({ ...claims, sessionId }),
    onSessionRevoked: deps.forgetSessions,
    now,
    logger,
  });
  const smsLogin = createSmsLoginService({
    db,
    cipher,
    accounts: deps.accounts,
    tokens,
    now,
    logger,
    provider: deps.smsProvider,
    allowedCountries: env.smsAllowedCountries,
    testPhoneCodes: env.testPhoneCodes,
    limits: { ...DEFAULT_SEND_LIMITS, perDay: env.SMS_DAILY_CAP },
  });
  return { tokens, smsLogin };
};

export type CustomerAuthServices = ReturnType<typeof createCustomerAuthServices>;
