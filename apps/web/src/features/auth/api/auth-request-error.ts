import { ApiError, type ApiFailure, isApiError } from '../../../lib/api-result';

/**
 * What the auth calls throw (spec §8): the server's message when it sent one, else a fixed English fallback
 * ('Failed to send SMS', …) that the sign-in screens translate. The failure is logged first. It is still the
 * one ApiError, so a form maps it through `toSaveProblem` like any other failed call (its Korean words, field
 * issues, a lost connection in words).
 */
export class AuthRequestError extends ApiError {
  readonly retryAfterSeconds?: number;
  readonly isFallbackMessage: boolean;

  constructor(failure: ApiFailure, fallback: string) {
    super(failure);
    this.message = failure.serverMessage ?? fallback;
    this.name = 'AuthRequestError';
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
