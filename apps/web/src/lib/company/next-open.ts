import { diffSeoulDays, formatSeoulHhmm, getSeoulParts, type OpenStatus, type Weekday } from '@jumun/shared';
import { i18next } from '../i18n';

export type NextOpenDay =
  | { kind: 'today' | 'tomorrow' }
  | { kind: 'weekday'; weekday: Weekday }
  | { kind: 'date'; weekday: Weekday; month: number; day: number };

/** When the shop opens next, in the customer's terms: 오늘 / 내일 / a weekday within the week / a date. */
export const describeNextOpen = (now: Date, nextOpenAt: Date): { day: NextOpenDay; time: string } => {
  const from = getSeoulParts(now);
  const to = getSeoulParts(nextOpenAt);
  const days = diffSeoulDays(from, to);
  const time = formatSeoulHhmm(nextOpenAt);
  if (days === 0) return { day: { kind: 'today' }, time };
  if (days === 1) return { day: { kind: 'tomorrow' }, time };
  if (days < 7) return { day: { kind: 'weekday', weekday: to.weekday }, time };
  return { day: { kind: 'date', weekday: to.weekday, month: to.month, day: to.day }, time };
};

const dayWords = (day: NextOpenDay): string => {
  const weekday = (value: Weekday) => i18next.t(`nextOpen.weekdays.${value}`);
  switch (day.kind) {
    case 'today':
    case 'tomorrow':
      return i18next.t(`nextOpen.${day.kind}`);
    case 'weekday':
      return weekday(day.weekday);
    case 'date':
      return i18next.t('nextOpen.date', { month: day.month, day: day.day, weekday: weekday(day.weekday) });
  }
};

/** "내일 09:00", "1월 1일 목요일 09:00" in the screen's language (the caller re-renders on a language change). */
export const nextOpenWhen = (now: Date, nextOpenAt: Date): string => {
  const { day, time } = describeNextOpen(now, nextOpenAt);
  return `${dayWords(day)} ${time}`;
};

/**
 * The owner's line for an open status, e.g. "내일 09:00에 문을 열어요": the words of shared `formatNextOpenMessage`
 * (which the server keeps for its Korean refusals) in the screen's language.
 */
export const nextOpenMessage = (status: OpenStatus, now: Date): string => {
  if (status.isOpen) return i18next.t('nextOpen.openNow');
  if (status.reason === 'switchOff') return i18next.t('nextOpen.switchOff');
  if (!status.nextOpenAt) return i18next.t('nextOpen.none');
  const when = nextOpenWhen(now, status.nextOpenAt);
  return i18next.t(status.reason === 'paused' ? 'nextOpen.resumesAt' : 'nextOpen.opensAt', { when });
};
