import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/**
 * Korean wording for the issues the shared schemas leave to zod's defaults (lengths, ranges, types). Messages a
 * schema sets itself ('상품명을 입력하세요') win, because zod prefers schema-level errors over this map.
 */
export const koreanIssueMessage = (issue: Issue): string | undefined => {
  const { code } = issue;
  if (code === 'invalid_type') return issue.expected === 'number' ? '숫자를 입력하세요' : '값을 입력하세요';
  if (code === 'too_small' && issue.origin === 'string') return `${issue.minimum}자 이상 입력하세요`;
  if (code === 'too_big' && issue.origin === 'string') return `${issue.maximum}자 이하로 입력하세요`;
  if (code === 'too_small' && issue.origin === 'number') return `${issue.minimum} 이상이어야 합니다`;
  if (code === 'too_big' && issue.origin === 'number') return `${issue.maximum} 이하여야 합니다`;
  if (code === 'too_small' && issue.origin === 'array') return `${issue.minimum}개 이상 필요합니다`;
  if (code === 'too_big' && issue.origin === 'array') return `${issue.maximum}개까지 넣을 수 있습니다`;
  if (code === 'invalid_format') return '형식이 올바르지 않습니다';
  return undefined;
};

/** Mantine form validation with a shared schema (house style §2: one contract for form and server). */
export const schemaResolver =
  (schema: z.ZodType) =>
  (values: unknown): FormErrors => {
    const result = schema.safeParse(values, { error: koreanIssueMessage });
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
