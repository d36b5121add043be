const SEOUL = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `11. 25. 14:05`: when a message was queued, in the shop's time (Seoul), whatever the tablet's zone. */
export const formatNotificationTime = (iso: string) => SEOUL.format(new Date(iso));
