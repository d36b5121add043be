import { AppError } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './credential-failures.repository';

/** Which credential was guessed at: a customer login link, a device credential or an SMS sign-in code. */
export type CredentialKind = 'login-token' | 'device' | 'sms-code';

/**
 * Wrong guesses per client IP, per kind of credential. Guessing a 256-bit token is already infeasible; the limit stops
 * a client from hammering the endpoint anyway and every failure is logged with its IP (issue 15 "bad input and
 * abuse"). For SMS codes it bounds how many codes one IP can guess at or burn (issue 9). Counted in PostgreSQL so N
 * processes share it.
 */
export const FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const createCredentialFailures = (deps: { db: Db; now: () => number; logger: FastifyBaseLogger }) => {
  const { db } = deps;
  return {
    /** 429 once this IP failed too often recently; before any lookup, so a blocked client learns nothing. */
    async assertNotBlocked(kind: CredentialKind, ip: string) {
      const since = new Date(deps.now() - FAILURE_WINDOW_MS);
      if ((await repo.countFailuresSince(db, kind, ip, since)) >= FAILURES_PER_IP) {
        deps.logger.warn({ kind, ip }, 'credential sign-in blocked: too many failures from this IP');
        throw new AppError('RATE_LIMITED', '잘못된 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
      }
    },

    async record(kind: CredentialKind, ip: string, reason: string) {
      const at = new Date(deps.now());
      deps.logger.warn({ kind, ip, reason }, 'credential sign-in failed');
      await repo.recordFailure(db, kind, ip, at, new Date(at.getTime() - FAILURE_WINDOW_MS));
    },
  };
};

export type CredentialFailures = ReturnType<typeof createCredentialFailures>;
