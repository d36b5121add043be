import crypto from 'node:crypto';

/** `{prefix}_{epochMs base36}{random}`: sortable by creation and unguessable enough for ids (domain §1.1). */
export const newId = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}${crypto.randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}`;
