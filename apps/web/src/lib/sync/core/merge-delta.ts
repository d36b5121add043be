/**
 * Domain §2.3 merge, in order: drop items whose id was deleted, then replace or insert the modified items by
 * id. Idempotent, so receiving the same row twice (positions are xmin-based, decision 003) changes nothing.
 */
export const mergeDelta = <T extends { id: string }>(
  current: readonly T[],
  deletedIds: readonly string[],
  modified: readonly T[],
): T[] => {
  const deleted = new Set(deletedIds);
  const byId = new Map<string, T>();
  for (const item of current) if (!deleted.has(item.id)) byId.set(item.id, item);
  // Lists carry live rows only, so a modified row is never one that is deleted now.
  for (const item of modified) byId.set(item.id, item);
  return [...byId.values()];
};

/** The smaller of two positions (decimal strings of 64-bit ids); a missing one yields the other. */
export const minPosition = (a: string | undefined, b: string | undefined): string | undefined => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return BigInt(a) <= BigInt(b) ? a : b;
};
