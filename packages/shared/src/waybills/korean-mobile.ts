/**
 * Korean mobile numbers as people write them: 010-1234-5678, 01012345678, 010 1234 5678, 010.1234.5678,
 * +82 10 1234 5678, +82-10-1234-5678, 82 10…, (010) 1234-5678. Returns 010-1234-5678 (or 011-123-4567 for the old
 * 10-digit numbers), or null when it is not a mobile number a message can reach.
 */
export const normalizeKoreanMobile = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed.length > 24 || !/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('82') && (trimmed.startsWith('+') || digits.length >= 11)) {
    digits = `0${digits.slice(2).replace(/^0/, '')}`;
  }
  if (!/^(010\d{8}|01[16789]\d{7,8})$/.test(digits)) return null;
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/**
 * A courier tracking number (등기번호/운송장번호): 10–14 digits once the dashes and spaces people type are removed
 * (우체국 13, CJ/한진/롯데 10–12, 로젠 11). Returns the digits, or null.
 */
export const normalizeTrackingNumber = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed.length > 32 || !/^[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return /^\d{10,14}$/.test(digits) ? digits : null;
};

/** 010-1234-5678 → +821012345678, the form the message providers take. */
export const koreanMobileToE164 = (phone: string) => `+82${phone.replace(/\D/g, '').replace(/^0/, '')}`;
