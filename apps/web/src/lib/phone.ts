/**
 * Light client-side checks only; the server normalises to E.164 and is the judge (issue #3 §1). These keep
 * an obviously short number from costing a round trip.
 */
const digitsOf = (value: string) => value.replace(/[^\d]/g, '');

/** 010-1234-5678, 01012345678 or +821012345678 (and the 10-digit 011/016-style numbers). */
export const isLikelyMobileNumber = (value: string): boolean => {
  const trimmed = value.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+82')) return /^821[016789]\d{7,8}$/.test(digits);
  return /^01[016789]\d{7,8}$/.test(digits);
};

/** Mobile or landline (02-123-4567, 031-1234-5678, 1588-1234). */
export const isLikelyContactNumber = (value: string): boolean => {
  const digits = digitsOf(value);
  return isLikelyMobileNumber(value) || /^0\d{8,10}$/.test(digits) || /^1[5-9]\d{6}$/.test(digits);
};

/** Display form 010-1234-5678 of what was typed. */
export const formatPhoneNumber = (value: string): string => {
  const digits = digitsOf(value.trim().startsWith('+82') ? `0${digitsOf(value).slice(2)}` : value);
  if (/^01\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^01\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value.trim();
};

export const lastFourDigits = (value: string) => digitsOf(value).slice(-4);
