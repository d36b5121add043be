/**
 * Numbers as Korean and English readers write them (1,234,567), without the runtime's ICU data: a page's first
 * `Intl.NumberFormat` or `toLocaleString` loads ICU's number formatting, 120–230 ms of main thread on a phone
 * (Chromium at 4× CPU slowdown), in the task that paints the first screen (decision 055). Up to three decimals,
 * as `Intl.NumberFormat('ko-KR')` shows them by default;
 * a negative value that rounds to zero shows 0, not Intl's -0.
 */
export const formatCount = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number.isInteger(value) ? Math.abs(value) : Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
};

/** 12,000원: whole won, grouped by three (formatCount). */
export const formatWon = (amount: number): string => `${formatCount(Math.round(amount))}원`;
