/** 12,500: digits grouped by three (the `won` message adds 원 or ₩ per language). */
export const groupDigits = (amount: number): string => {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
};
