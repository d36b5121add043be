import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { formsText } from './forms-text';

type Issue = z.core.$ZodRawIssue;

/**
 * The words for the issues the shared schemas leave to zod's defaults (lengths, ranges, types), in the
 * language the screen shows. Messages a schema sets itself ('상품명을 입력하세요') win: zod prefers a
 * schema-level message over the one given to `safeParse`.
 */
export const zodIssueMessage = (issue: Issue): string | undefined => {
  const t = formsText.t;
  const { code } = issue;
  if (code === 'invalid_type') {
    return issue.expected === 'number' || issue.expected === 'int' ? t('zod.number') : t('zod.required');
  }
  if (code === 'too_small' || code === 'too_big') {
    const isMin = code === 'too_small';
    const bound = isMin ? issue.minimum : issue.maximum;
    if (issue.origin === 'string')
      return t(isMin ? 'zod.stringMin' : 'zod.stringMax', { [isMin ? 'minimum' : 'maximum']: bound });
    if (issue.origin === 'number')
      return t(isMin ? 'zod.numberMin' : 'zod.numberMax', { [isMin ? 'minimum' : 'maximum']: Number(bound) });
    if (issue.origin === 'array')
      return t(isMin ? 'zod.arrayMin' : 'zod.arrayMax', { [isMin ? 'minimum' : 'maximum']: bound });
    return undefined;
  }
  if (code === 'invalid_format') return t('zod.format');
  if (code === 'invalid_value') return t('zod.value');
  return undefined;
};

/** Validates with a shared schema (house style §2: one contract for form and server) and our words. */
export const safeParseWithMessages = <S extends z.ZodType>(schema: S, values: unknown) =>
  schema.safeParse(values, { error: zodIssueMessage });

/**
 * The one Mantine form resolver: errors by dotted path (`optionItems.0`), the first issue of a path wins.
 * Every form validates through this, never through a resolver of its own.
 */
export const schemaResolver =
  (schema: z.ZodType) =>
  (values: unknown): FormErrors => {
    const result = safeParseWithMessages(schema, values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
