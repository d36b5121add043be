import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { parseEnv } from './env';

describe('auth settings of parseEnv', () => {
  it('offers the demo logins and the demo super admin outside production', () => {
    const env = parseEnv({});
    expect(env.testPhoneCodes.get('+821000000002')).toBe('123456');
    expect([...env.testPhoneCodes.keys()]).toHaveLength(5);
    expect(env.testPhoneCodes.get('+821000000005')).toBe('123456');
    expect(env.superAdminPhones).toEqual(['+821000000009']);
    expect(env.smsAllowedCountries).toEqual(['KR']);
  });

  it('has no fixed codes and no super admin in production unless set explicitly', () => {
    const production = parseEnv({ NODE_ENV: 'production' });
    expect(production.testPhoneCodes.size).toBe(0);
    expect(production.superAdminPhones).toEqual([]);
    const explicit = parseEnv({
      NODE_ENV: 'production',
      AUTH_TEST_PHONE_NUMBERS: '+821099990000:654321',
      SUPER_ADMIN_PHONES: '+821012345678',
    });
    expect(explicit.testPhoneCodes).toEqual(new Map([['+821099990000', '654321']]));
    expect(explicit.superAdminPhones).toEqual(['+821012345678']);
  });

  it('lets an empty value switch the demo logins off in development', () => {
    expect(parseEnv({ AUTH_TEST_PHONE_NUMBERS: '' }).testPhoneCodes.size).toBe(0);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarding header unless told which proxies to trust', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    const oneHop = parseEnv({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});

describe('timeouts', () => {
  it('refuses a headers timeout longer than the request timeout, which Node would not enforce', () => {
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: '500' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(parseEnv({ REQUEST_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '500' }).REQUEST_TIMEOUT_MS).toBe(500);
  });
});

describe('configuration errors', () => {
  it('are one line per variable: the name, what is wrong, the value given and an example', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PGLITE_SHARED_BUFFERS: 'lots' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).lines;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Configuration error: PORT — must be a port number (got "eighty"). Example: PORT=3000',
    );
    expect(lines.find((line) => line.includes('DATABASE_URL'))).toContain('postgres://');
    expect(lines.find((line) => line.includes('PGLITE_SHARED_BUFFERS'))).toContain(
      'Example: PGLITE_SHARED_BUFFERS=16MB',
    );
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it('never echo a secret', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(
      /METRICS_TOKEN — must be at least 16 characters\./,
    );
    expect(() => parseEnv({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
