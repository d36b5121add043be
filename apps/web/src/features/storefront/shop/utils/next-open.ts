import { diffSeoulDays, formatSeoulHhmm, getSeoulParts, type Weekday } from '@jumun/shared';

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
