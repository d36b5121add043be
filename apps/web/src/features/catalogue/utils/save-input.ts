/** Fields the server owns; a save body must not carry them (the input schemas would drop them anyway). */
const SERVER_FIELDS = ['companyId', 'dateCreated', 'dateModified'] as const;

/** A stored item as a save body: every field, its id and the revision it was based on. */
export const toSaveInput = <T extends { id: string; revision: number }>(item: T): Record<string, unknown> => {
  const input: Record<string, unknown> = { ...item };
  for (const field of SERVER_FIELDS) delete input[field];
  return input;
};

/** The text to show for a failed call: the server's own words first (409 stale, 409 in use, 403 demo). */
export const failureText = (result: { message?: string; error?: string }) =>
  result.error && result.error !== 'Unknown error'
    ? result.error
    : (result.message ?? '저장하지 못했습니다.');
