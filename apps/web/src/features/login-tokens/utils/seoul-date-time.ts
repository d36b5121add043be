const SEOUL_DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `2026. 11. 25. 14:05`, in the shop's time zone whatever the device's. */
export const formatSeoulDateTime = (iso: string) => SEOUL_DATE_TIME.format(new Date(iso));
