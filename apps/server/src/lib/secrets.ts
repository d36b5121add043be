import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, configLine } from '../config/config-error';
import type { Env } from '../config/env';

export type Secrets = {
  /** HMAC key for ID tokens (HS256). */
  jwtSecret: Uint8Array;
  /** AES-256-GCM key for secured/encrypted fields. */
  dataKey: Buffer;
  /** HMAC key for lookup hashes of phones and codes. */
  hashKey: Buffer;
};

const decodeKey = (name: string, value: string): Buffer => {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new ConfigError([
      configLine(name, `must be 32 random bytes, base64-encoded (got ${key.length} bytes)`),
    ]);
  return key;
};

/**
 * Keys come from the environment; in development they are generated once into DATA_DIR/secrets.json.
 * Production refuses to start without them, so a restart never silently rotates keys.
 */
export const loadSecrets = (env: Env): Secrets => {
  if (env.JWT_SECRET && env.DATA_ENCRYPTION_KEY) {
    const dataKey = decodeKey('DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY);
    return {
      jwtSecret: decodeKey('JWT_SECRET', env.JWT_SECRET),
      dataKey,
      hashKey: crypto.createHmac('sha256', dataKey).update('lookup-hash').digest(),
    };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      ['JWT_SECRET', 'DATA_ENCRYPTION_KEY']
        .filter((name) => !env[name as 'JWT_SECRET' | 'DATA_ENCRYPTION_KEY'])
        .map((name) => configLine(name, 'is required when NODE_ENV=production')),
    );
  }
  const file = path.join(env.dataDir, 'secrets.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const generated = {
      JWT_SECRET: crypto.randomBytes(32).toString('base64'),
      DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    };
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    JWT_SECRET: string;
    DATA_ENCRYPTION_KEY: string;
  };
  return loadSecrets({
    ...env,
    JWT_SECRET: stored.JWT_SECRET,
    DATA_ENCRYPTION_KEY: stored.DATA_ENCRYPTION_KEY,
  });
};

/** Fresh random secrets for tests. */
export const randomSecrets = (): Secrets => {
  const dataKey = crypto.randomBytes(32);
  return { jwtSecret: crypto.randomBytes(32), dataKey, hashKey: crypto.randomBytes(32) };
};
