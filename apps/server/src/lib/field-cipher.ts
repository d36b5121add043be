import crypto from 'node:crypto';

const PREFIX = 'gcm1:';

/**
 * Encryption at rest for `secured*` / `encrypted*` fields: AES-256-GCM, a random 12-byte IV per value,
 * stored as `gcm1:<iv>.<tag>.<ciphertext>` (base64url). The original system encrypted in the browser with a
 * key shipped to every client (domain §1.2); here the key never leaves the server.
 */
export type FieldCipher = {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  /** Deterministic keyed hash for lookups (phone → user) without storing the plain value. */
  lookupHash: (plain: string) => string;
};

export const createFieldCipher = (dataKey: Buffer, hashKey: Buffer): FieldCipher => ({
  encrypt: (plain) => {
    if (plain === '') return '';
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', dataKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  },
  decrypt: (stored) => {
    if (!stored.startsWith(PREFIX)) return stored;
    const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split('.');
    const decipher = crypto.createDecipheriv('aes-256-gcm', dataKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  },
  lookupHash: (plain) => crypto.createHmac('sha256', hashKey).update(plain).digest('base64url'),
});

/** Applies encrypt/decrypt to every `secured*` / `encrypted*` string key of a flat object. */
export const mapSecuredFields = <T extends object>(value: T, transform: (s: string) => string): T => {
  const out = { ...value } as Record<string, unknown>;
  for (const [key, field] of Object.entries(out)) {
    if (typeof field === 'string' && /^(secured|encrypted)/.test(key)) out[key] = transform(field);
  }
  return out as T;
};
