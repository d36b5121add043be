/** Field names whose values never go into the audit log as they are (secrets, ciphertext, personal contacts). */
const SECRET_FIELD = /^(secured|encrypted)|password|token|secret|apiKey/i;

/**
 * Fields kept to their last four characters: a bank account number is stored in the clear (customers are shown it to
 * pay), but the log keeps rows for at least 400 days and cannot erase them, so it records only enough to tell which
 * account it was (issue 14: "secrets masked").
 */
const LAST_FOUR_FIELD = /accountNumber/i;

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

const mask = (key: string, value: unknown): unknown => {
  if (SECRET_FIELD.test(key)) return isEmpty(value) ? value : '***';
  if (LAST_FOUR_FIELD.test(key)) {
    if (isEmpty(value)) return value;
    const text = String(value);
    return text.length > 4 ? `***${text.slice(-4)}` : '***';
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(k, v)]));
  return value;
};

const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys)
      if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    return true;
  }
  return false;
};

/**
 * The fields that differ between two versions of a record, each side masked: what the audit log keeps as
 * before/after. Undefined on one side (created, deleted) records the other side's changed fields only.
 */
export const changedFields = (
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  ignore: readonly string[] = ['revision', 'dateModified', 'dateCreated', 'changeXid'],
) => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const x = before?.[key];
    const y = after?.[key];
    if (before && after && same(x, y)) continue;
    if (before) b[key] = mask(key, x);
    if (after) a[key] = mask(key, y);
  }
  return {
    before: before ? b : null,
    after: after ? a : null,
    isChanged: Object.keys(b).length + Object.keys(a).length > 0,
  };
};
