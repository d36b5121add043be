import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_REGISTRATION_NUMBER_MESSAGE,
  businessRegistrationNumberSchema,
  computeBusinessRegistrationCheckDigit,
  formatBusinessRegistrationNumber,
  isValidBusinessRegistrationNumber,
} from './business-registration-number';

describe('사업자등록번호', () => {
  it('accepts numbers whose check digit matches, with or without hyphens', () => {
    expect(isValidBusinessRegistrationNumber('1208147521')).toBe(true);
    expect(isValidBusinessRegistrationNumber('120-81-47521')).toBe(true);
    expect(isValidBusinessRegistrationNumber('123-45-67891')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidBusinessRegistrationNumber('1208147522')).toBe(false);
    expect(isValidBusinessRegistrationNumber('120814752')).toBe(false);
    expect(isValidBusinessRegistrationNumber('12081475210')).toBe(false);
    expect(isValidBusinessRegistrationNumber('12O8147521')).toBe(false);
  });

  it('formats as 123-45-67890 and leaves other input alone', () => {
    expect(formatBusinessRegistrationNumber('1208147521')).toBe('120-81-47521');
    expect(formatBusinessRegistrationNumber('120 81 47521')).toBe('120-81-47521');
    expect(formatBusinessRegistrationNumber('12345')).toBe('12345');
  });

  it('validates forms in Korean, allowing an empty value', () => {
    expect(businessRegistrationNumberSchema.parse('')).toBe('');
    expect(businessRegistrationNumberSchema.parse(' 120-81-47521 ')).toBe('120-81-47521');
    const result = businessRegistrationNumberSchema.safeParse('123-45-67890');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BUSINESS_REGISTRATION_NUMBER_MESSAGE);
  });

  it('accepts exactly one check digit for any nine leading digits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (nine) => {
        const valid = Array.from({ length: 10 }, (_, d) => `${nine.join('')}${d}`).filter((number) =>
          isValidBusinessRegistrationNumber(number),
        );
        expect(valid).toEqual([`${nine.join('')}${computeBusinessRegistrationCheckDigit(nine)}`]);
        expect(isValidBusinessRegistrationNumber(formatBusinessRegistrationNumber(valid[0] ?? ''))).toBe(
          true,
        );
      }),
    );
  });
});
