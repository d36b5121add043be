import type { z } from 'zod';
import { type FieldIssue, invalidInput } from './invalid-input';

/** At most this many fields are named in the message; details carries them all. */
const NAMED_FIELDS = 5;

/** Parses request items with the shared schema; failures name the field, e.g. `items.3.productName`. */
export const parseItems = <T>(
  schema: z.ZodType<T>,
  items: unknown[],
  pathPrefix: (index: number) => string,
): T[] => {
  const issues: FieldIssue[] = [];
  const parsed = items.map((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      issues.push({ path: [pathPrefix(index), ...issue.path.map(String)].join('.'), message: issue.message });
    }
    return undefined as T;
  });
  if (issues.length > 0) throw invalidInput(issues, NAMED_FIELDS);
  return parsed;
};
