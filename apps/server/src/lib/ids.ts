import crypto from 'node:crypto';

const RANDOM_BYTES = 6;

/**
 * `count` ids `{prefix}_{epochMs base36}{random}`: sortable by creation and unguessable enough for ids (domain §1.1).
 * One draw of random bytes for all of them: a saveMany of 100 new items spent more on 100 small draws than on the
 * rest of its id work (docs/decisions/039).
 */
export const newIds = (prefix: string, count: number): string[] => {
  const random = crypto.randomBytes(RANDOM_BYTES * count);
  const stamp = `${prefix}_${Date.now().toString(36)}`;
  return Array.from(
    { length: count },
    (_, index) =>
      `${stamp}${random
        .subarray(index * RANDOM_BYTES, (index + 1) * RANDOM_BYTES)
        .toString('base64url')
        .replace(/[-_]/g, 'x')}`,
  );
};

export const newId = (prefix: string): string => newIds(prefix, 1)[0] as string;
