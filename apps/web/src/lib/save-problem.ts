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

/** fetch's own words for "no answer came" (Chrome, Firefox, Safari, Node), thrown as a TypeError. */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

/**
 * What fetch throws when it is called outside `api.*` (an address service, a stream): no answer, a timeout or an
 * abort, read as the failure codes the API client gives the same events.
 */
const fetchFailureCode = (error: unknown): string | undefined => {
  if (error instanceof TypeError && FETCH_FAILED.test(error.message)) return 'NETWORK';
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'TIMEOUT';
  if (error instanceof DOMException && error.name === 'AbortError') return 'ABORTED';
  return undefined;
};

const asFailure = (error: unknown): FailureLike | null => {
  if (isApiError(error)) return error.result;
  if (typeof error === 'object' && error !== null && (error as FailureLike).isSuccess === false)
    return error as FailureLike;
  const code = fetchFailureCode(error);
  return code ? { isSuccess: false, status: 0, code } : null;
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

/**
 * The message alone, for a toast or an inline alert. `fallback`: the screen's own words for an error that is neither
 * a failed call nor a lost connection (an outside service's message, which may be English); without it that error's
 * message is kept.
 */
export const problemMessage = (error: unknown, fallback?: string): string =>
  fallback !== undefined && !asFailure(error) ? fallback : toSaveProblem(error).message;
