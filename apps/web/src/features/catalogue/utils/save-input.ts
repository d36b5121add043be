/** Fields the server owns; a save body must not carry them (the input schemas would drop them anyway). */
const SERVER_FIELDS = ['companyId', 'dateCreated', 'dateModified'] as const;

/** A stored item as a save body: every field, its id and the revision it was based on. */
export const toSaveInput = <T extends { id: string; revision: number }>(item: T): Record<string, unknown> => {
  const input: Record<string, unknown> = { ...item };
  for (const field of SERVER_FIELDS) delete input[field];
  return input;
};
