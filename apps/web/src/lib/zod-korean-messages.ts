import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/**
 * Korean wording for the issues the shared schemas leave to zod's defaults (lengths, ranges, types), so every
 * form that validates with a shared schema through `zod4Resolver` shows Korean under its fields. Messages a
 * schema sets itself ('올바른 사업자등록번호가 아닙니다') win: zod prefers schema-level errors over this map.
 */
export const koreanIssueMessage = (issue: Issue): string | undefined => {
  const { code } = issue;
  if (code === 'invalid_type') {
    if (issue.expected === 'number' || issue.expected === 'int') return '숫자를 입력하세요';
    return '값을 입력하세요';
  }
  if (code === 'too_small' && issue.origin === 'string') return `${issue.minimum}자 이상 입력하세요`;
  if (code === 'too_big' && issue.origin === 'string') return `${issue.maximum}자 이하로 입력하세요`;
  if (code === 'too_small' && issue.origin === 'number')
    return `${issue.minimum.toLocaleString('ko-KR')} 이상이어야 합니다`;
  if (code === 'too_big' && issue.origin === 'number')
    return `${issue.maximum.toLocaleString('ko-KR')} 이하여야 합니다`;
  if (code === 'too_small' && issue.origin === 'array') return `${issue.minimum}개 이상 필요합니다`;
  if (code === 'too_big' && issue.origin === 'array') return `${issue.maximum}개까지 넣을 수 있습니다`;
  if (code === 'invalid_format') return '형식이 올바르지 않습니다';
  if (code === 'invalid_value') return '허용되지 않는 값입니다';
  return undefined;
};

/** Global and idempotent; called by the lazily loaded form modules, so the sign-in bundle carries no zod. */
export const configureKoreanZodMessages = () => {
  z.config({ customError: koreanIssueMessage });
};
