import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, phoneSuffixOf } from './phone-number';

const KR = ['KR'];

describe('normalizePhoneNumber', () => {
  it.each(['010-1234-5678', '01012345678', '+821012345678', '+82 10 1234 5678'])(
    'normalises %s to E.164',
    (input) => {
      expect(normalizePhoneNumber(input, KR)).toBe('+821012345678');
    },
  );

  it.each([
    '',
    '12345',
    'abc01012345678',
    '010-1234-5678-9',
    '02-123-4567',
    '+82 2 123 4567',
    '010-1234-5678; DROP TABLE',
  ])('refuses %j with a Korean 400', (input) => {
    expect(() => normalizePhoneNumber(input, KR)).toThrowError(
      expect.objectContaining({ code: 'VALIDATION', message: expect.stringContaining('휴대폰 번호') }),
    );
  });

  it('refuses countries outside the allowlist and accepts them once listed', () => {
    expect(() => normalizePhoneNumber('+14155552671', KR)).toThrowError(/지원하지 않는 국가/);
    expect(normalizePhoneNumber('+14155552671', ['KR', 'US'])).toBe('+14155552671');
  });

  it('keeps the last four digits as the suffix', () => {
    expect(phoneSuffixOf('+821012345678')).toBe('5678');
  });
});
