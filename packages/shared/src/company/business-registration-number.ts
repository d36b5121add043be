import { z } from 'zod';

/** Weights of the 사업자등록번호 check digit, applied to the first nine digits. */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const BUSINESS_REGISTRATION_NUMBER_MESSAGE = '올바른 사업자등록번호가 아닙니다 (숫자 10자리)';

/** Digits only: "123-45-67890" and "123 45 67890" become "1234567890". */
export const normalizeBusinessRegistrationNumber = (value: string): string => value.replace(/\D/g, '');

/** The check digit (tenth digit) for the first nine digits. */
export const computeBusinessRegistrationCheckDigit = (firstNine: readonly number[]): number => {
  const weighted = WEIGHTS.reduce((sum, weight, index) => sum + weight * (firstNine[index] ?? 0), 0);
  // The ninth digit counts a second time as the tens digit of (d9 × 5).
  const total = weighted + Math.floor(((firstNine[8] ?? 0) * 5) / 10);
  return (10 - (total % 10)) % 10;
};

/** 10 digits (hyphens allowed) whose last digit is the national tax service check digit. */
export const isValidBusinessRegistrationNumber = (value: string): boolean => {
  if (!/^[\d\s-]*$/.test(value)) return false;
  const digits = normalizeBusinessRegistrationNumber(value);
  if (digits.length !== 10) return false;
  const numbers = [...digits].map(Number);
  return computeBusinessRegistrationCheckDigit(numbers.slice(0, 9)) === numbers[9];
};

/** 123-45-67890; anything that is not ten digits is returned as typed. */
export const formatBusinessRegistrationNumber = (value: string): string => {
  const digits = normalizeBusinessRegistrationNumber(value);
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

/** For forms and the company contract: empty (not registered yet) or a valid number, with or without hyphens. */
export const businessRegistrationNumberSchema = z
  .string()
  .trim()
  .max(12, BUSINESS_REGISTRATION_NUMBER_MESSAGE)
  .refine(
    (value) => value === '' || isValidBusinessRegistrationNumber(value),
    BUSINESS_REGISTRATION_NUMBER_MESSAGE,
  );
