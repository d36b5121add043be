import { type ApiFailure, isApiError } from '../../../lib/api-result';

/**
 * What the auth calls throw (spec §8): the server's message when it sent one, else a fixed English fallback
 * ('Failed to send SMS', …) that the screen translates. The failure is logged first.
 */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly retryAfterSeconds?: number;
  readonly isFallbackMessage: boolean;

  constructor(failure: ApiFailure, fallback: string) {
    super(failure.serverMessage ?? fallback);
    this.name = 'AuthRequestError';
    this.status = failure.status;
    this.retryAfterSeconds = failure.retryAfterSeconds;
    this.isFallbackMessage = failure.serverMessage === undefined;
  }
}

export const authFailure = (call: string, failure: ApiFailure, fallback: string): AuthRequestError => {
  console.error(`[auth] ${call} failed`, { status: failure.status, error: failure.error });
  return new AuthRequestError(failure, fallback);
};

/** `.catch(rethrowAuthFailure('send-sms', SEND_SMS_FALLBACK))` after an `api.*` call of the sign-in flow. */
export const rethrowAuthFailure =
  (call: string, fallback: string) =>
  (error: unknown): never => {
    if (isApiError(error)) throw authFailure(call, error.result, fallback);
    throw error;
  };
