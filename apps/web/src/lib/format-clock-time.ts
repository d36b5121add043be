const two = (value: number) => String(value).padStart(2, '0');

/**
 * 14:05:09 on the device's clock. Written out rather than through `Intl.DateTimeFormat`, whose first use on a page
 * loads ICU's date formatting (120–230 ms of a phone's main thread at 4× slowdown) for a time shown in the header
 * of every back-office page (decision 055).
 */
export const formatClockTime = (at: Date) =>
  `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
