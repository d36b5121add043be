import { addSeoulDays, getSeoulParts, parseHhmm, seoulInstant, WEEKDAYS, type Weekday } from '@jumun/shared';

/**
 * The instant "this `weekday` at `hhmm`" in Asia/Seoul, counting from today: today when it is that weekday, else
 * the next one. The preview then answers for a real date, whatever the browser's time zone.
 */
export const previewInstant = (weekday: Weekday, hhmm: string, now: Date): Date => {
  const today = getSeoulParts(now);
  const ahead = (WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(today.weekday) + 7) % 7;
  const minutes = /^\d\d:\d\d$/.test(hhmm) ? parseHhmm(hhmm) : 0;
  return seoulInstant(addSeoulDays(today, ahead), minutes);
};
