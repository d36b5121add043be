import { ERROR_MESSAGES } from '@jumun/shared';
import { type ApiFailure, isApiError, UNKNOWN_ERROR } from './api-result';
import { i18next } from './i18n';

export type FieldIssue = { path: string; message: string };

export type SaveProblem = {
  /** conflict: stale revision (409); invalid: the values were refused (400 or local validation); failed: the rest. */
  kind: 'conflict' | 'invalid' | 'failed';
  message: string;
  /** Server-side field errors as form paths (`menuSettings.dayparts.0.start`, `discountRate`). */
  fieldIssues: FieldIssue[];
};

/** A failed call in any of the shapes the app meets: a thrown ApiError, an API or sync envelope. */
type FailureLike = Partial<Omit<ApiFailure, 'isSuccess'>> & { isSuccess: false };

const isFieldIssues = (value: unknown): value is FieldIssue[] =>
  Array.isArray(value) &&
  value.every(
    (issue) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).path === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );

const asFailure = (error: unknown): FailureLike | null => {
  if (isApiError(error)) return error.result;
  if (typeof error === 'object' && error !== null && (error as FailureLike).isSuccess === false)
    return error as FailureLike;
  return null;
};

/**
 * The words for a failure: what happened when no answer came (never a raw "Failed to fetch"), else the
 * server's own message (Korean, it names the item), else the spec's 요청 중 오류가 발생했습니다.
 */
export const failureMessage = (failure: FailureLike): string => {
  if (failure.code === 'NETWORK') return i18next.t('request.network');
  if (failure.code === 'TIMEOUT') return i18next.t('request.timeout');
  if (failure.code === 'ABORTED') return i18next.t('request.aborted');
  if (failure.error && failure.error !== UNKNOWN_ERROR) return failure.error;
  return failure.message ?? ERROR_MESSAGES.requestFailed;
};

/**
 * The one path from a failed call to what the screen shows (house style §10): a thrown ApiError (api.*), a
 * failed envelope (the sync engine's saveItem / saveItems / deleteItem) or any other error. The server names
 * fields `item.<path>` (document API) or `body.<path>` (company-scoped admin routes); the prefix is dropped so
 * the paths match the form's.
 */
export const toSaveProblem = (error: unknown): SaveProblem => {
  const failure = asFailure(error);
  if (!failure) {
    const message = error instanceof Error ? error.message : ERROR_MESSAGES.requestFailed;
    return { kind: 'failed', message, fieldIssues: [] };
  }
  if (failure.status === 409) {
    return {
      kind: 'conflict',
      message: failure.serverMessage ?? failure.error ?? ERROR_MESSAGES.staleRevision,
      fieldIssues: [],
    };
  }
  if (failure.status === 400) {
    const fieldIssues = isFieldIssues(failure.details)
      ? failure.details.map((issue) => ({ ...issue, path: issue.path.replace(/^(item|body)\./, '') }))
      : [];
    return { kind: 'invalid', message: failureMessage(failure), fieldIssues };
  }
  return { kind: 'failed', message: failureMessage(failure), fieldIssues: [] };
};

/** The message alone, for a toast or an inline alert. */
export const problemMessage = (error: unknown): string => toSaveProblem(error).message;
