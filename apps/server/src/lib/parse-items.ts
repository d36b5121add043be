import { AppError } from '@jumun/shared';
import type { z } from 'zod';

type Issue = { path: string; message: string };

/** Parses request items with the shared schema; failures name the field, e.g. `items.3.productName`. */
export const parseItems = <T>(
  schema: z.ZodType<T>,
  items: unknown[],
  pathPrefix: (index: number) => string,
): T[] => {
  const issues: Issue[] = [];
  const parsed = items.map((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      issues.push({ path: [pathPrefix(index), ...issue.path.map(String)].join('.'), message: issue.message });
    }
    return undefined as T;
  });
  if (issues.length > 0) {
    const summary = issues
      .slice(0, 5)
      .map((i) => `${i.path} — ${i.message}`)
      .join('; ');
    throw new AppError('VALIDATION', `입력값이 올바르지 않습니다: ${summary}`, { details: issues });
  }
  return parsed;
};
