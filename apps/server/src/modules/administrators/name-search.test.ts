import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-cipher';
import { nameSearchKey, normaliseName, withNameKey } from './name-search';

const cipher = createFieldCipher(Buffer.alloc(32, 1), Buffer.alloc(32, 2));

describe('administrator name keyword', () => {
  it('hashes the normalised name, so spacing and letter width do not matter', () => {
    expect(normaliseName(' 박  사장 ')).toBe('박사장');
    expect(normaliseName('Ｋｉｍ Jisoo')).toBe('kimjisoo');
    expect(nameSearchKey(cipher, '박 사장')).toBe(nameSearchKey(cipher, '박사장'));
    expect(nameSearchKey(cipher, '박사장')).not.toBe(nameSearchKey(cipher, '박대표'));
    expect(nameSearchKey(cipher, '박사장')).toMatch(/^name:[\w-]{43}$/);
    expect(nameSearchKey(cipher, '   ')).toBeNull();
  });

  it('depends on the server key: another key gives another keyword', () => {
    const other = createFieldCipher(Buffer.alloc(32, 1), Buffer.alloc(32, 3));
    expect(nameSearchKey(other, '박사장')).not.toBe(nameSearchKey(cipher, '박사장'));
  });

  it('replaces the name keyword and keeps the others', () => {
    const old = nameSearchKey(cipher, '박사장');
    const renamed = nameSearchKey(cipher, '박대표');
    expect(withNameKey(['0002', old ?? ''], renamed)).toEqual(['0002', renamed]);
    expect(withNameKey(['0002', old ?? ''], null)).toEqual(['0002']);
  });
});
