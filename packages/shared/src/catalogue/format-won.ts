/** 12,000원: digits grouped by three without relying on the runtime's ICU data. */
export const formatWon = (amount: number): string => {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}원`;
};
