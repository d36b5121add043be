import { ERROR_MESSAGES } from '@jumun/shared';
import { isApiError } from './api-result';

export type FieldIssue = { path: string; message: string };

export type SaveProblem = {
  /** conflict: stale revision (409); invalid: the values were refused (400 or local validation); failed: the rest. */
  kind: 'conflict' | 'invalid' | 'failed';
  message: string;
  /** Server-side field errors as form paths (`menuSettings.dayparts.0.start`, `discountRate`). */
  fieldIssues: FieldIssue[];
};

const isFieldIssues = (value: unknown): value is FieldIssue[] =>
  Array.isArray(value) &&
  value.every(
    (issue) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).path === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );

/**
 * What a failed save means to the owner. The server names fields `item.<path>` (document API) or `body.<path>`
 * (company-scoped admin routes); the prefix is dropped so the paths match the form's.
 */
export const toSaveProblem = (error: unknown): SaveProblem => {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : ERROR_MESSAGES.requestFailed;
    return { kind: 'failed', message, fieldIssues: [] };
  }
  if (error.status === 409) {
    return {
      kind: 'conflict',
      message: error.result.serverMessage ?? ERROR_MESSAGES.staleRevision,
      fieldIssues: [],
    };
  }
  if (error.status === 400) {
    const fieldIssues = isFieldIssues(error.details)
      ? error.details.map((issue) => ({ ...issue, path: issue.path.replace(/^(item|body)\./, '') }))
      : [];
    return { kind: 'invalid', message: error.result.error, fieldIssues };
  }
  return { kind: 'failed', message: error.result.error, fieldIssues: [] };
};
