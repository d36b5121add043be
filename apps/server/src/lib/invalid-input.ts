import { AppError } from '@jumun/shared';

/** One invalid field: `item.productName`, `body.availableProductIds.2`, `querystring.since`. */
export type FieldIssue = { path: string; message: string };

/**
 * The one 400 for invalid input: `입력값이 올바르지 않습니다: <path> — <message>; …` naming the first `limit`
 * fields, with every issue in `details` so a form can mark each field.
 */
export const invalidInput = (issues: FieldIssue[], limit = Number.POSITIVE_INFINITY): AppError => {
  const summary = issues
    .slice(0, limit)
    .map((issue) => `${issue.path || '(본문)'} — ${issue.message}`)
    .join('; ');
  return new AppError('VALIDATION', `입력값이 올바르지 않습니다: ${summary}`, { details: issues });
};
