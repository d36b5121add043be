import type { FieldCipher } from '../../lib/field-cipher';

/**
 * Administrator names are encrypted (domain §1.2), so the operator's name search (issue 14) goes through a keyword
 * in `searchField`, as the phone suffix does: `name:` + the keyed hash of the normalised name. The hash key is the
 * server's lookup key, never stored with the data, so the keyword does not give the name away (an unkeyed SHA-256
 * of a Korean name would be guessed in seconds).
 */
export const NAME_KEY_PREFIX = 'name:';

/** The form both the stored and the searched name are hashed in: NFKC, no spaces, lower case (`박 사장` = `박사장`). */
export const normaliseName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The search keyword of a name; null for an empty one (nothing to find it by). */
export const nameSearchKey = (cipher: Pick<FieldCipher, 'lookupHash'>, name: string): string | null => {
  const normalised = normaliseName(name);
  // Hashed with its prefix, so a name can never hash to the same value as a phone number's lookup hash.
  return normalised ? `${NAME_KEY_PREFIX}${cipher.lookupHash(`${NAME_KEY_PREFIX}${normalised}`)}` : null;
};

/** `searchField` with the name keyword replaced (other keywords, like the phone suffix, kept). */
export const withNameKey = (searchField: readonly string[], key: string | null): string[] => [
  ...searchField.filter((keyword) => !keyword.startsWith(NAME_KEY_PREFIX)),
  ...(key ? [key] : []),
];
