import { AppError } from '@jumun/shared';
import type { CountryCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const INVALID_PHONE = '휴대폰 번호 형식이 올바르지 않습니다. 예: 010-1234-5678';
const UNSUPPORTED_COUNTRY = '지원하지 않는 국가의 전화번호입니다. 국내 휴대폰 번호를 입력해 주세요.';

/** Digits with optional `+`, spaces, hyphens and dots; libphonenumber alone would extract a number from any text. */
const PLAIN_PHONE = /^\+?[0-9][0-9 .-]{6,22}$/;
const SMS_CAPABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * `010-1234-5678`, `01012345678`, `+821012345678` → `+821012345678`. Numbers without a country code are read as
 * Korean. Only mobile numbers of an allowed country pass, so codes are never sent to landlines or premium ranges.
 */
export const normalizePhoneNumber = (input: string, allowedCountries: readonly string[]): string => {
  const trimmed = input.trim();
  if (!PLAIN_PHONE.test(trimmed)) throw new AppError('VALIDATION', INVALID_PHONE);
  const parsed = parsePhoneNumberFromString(trimmed, 'KR');
  if (!parsed?.isValid()) throw new AppError('VALIDATION', INVALID_PHONE);
  const type = parsed.getType();
  if (!type || !SMS_CAPABLE_TYPES.has(type)) throw new AppError('VALIDATION', INVALID_PHONE);
  const country: CountryCode | undefined = parsed.country;
  if (!country || !allowedCountries.includes(country)) throw new AppError('VALIDATION', UNSUPPORTED_COUNTRY);
  return parsed.number;
};

/** Last four digits, kept in plain text for search and display (domain §1.2). */
export const phoneSuffixOf = (e164: string): string => e164.slice(-4);
