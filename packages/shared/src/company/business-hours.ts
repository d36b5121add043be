import type { BusinessHours, DayHours } from './business-hours.schema';
import {
  addSeoulDays,
  diffSeoulDays,
  formatSeoulDateKey,
  formatSeoulHhmm,
  getSeoulParts,
  getSeoulWeekday,
  MINUTES_PER_DAY,
  parseHhmm,
  type SeoulDate,
  seoulInstant,
  WEEKDAY_LABELS,
} from './seoul-time';

/** Why the shop is open or closed right now, in order of precedence. */
export const OPEN_STATUS_REASONS = [
  'open',
  'switchOff',
  'paused',
  'closureDate',
  'dayOff',
  'beforeOpen',
  'afterClose',
  'breakTime',
] as const;
export type OpenStatusReason = (typeof OPEN_STATUS_REASONS)[number];

export type OpenStatus = {
  isOpen: boolean;
  reason: OpenStatusReason;
  /** The next moment orders are accepted again by the schedule; null when open, switched off or none within 7 days. */
  nextOpenAt: Date | null;
};

/** How far ahead the next opening is searched (domain §3.3). */
export const NEXT_OPEN_SEARCH_DAYS = 7;

type Interval = { start: number; end: number };
type MinuteRange = { start: number; end: number };

/**
 * Opening intervals (epoch ms) of the business day that starts on `date`. An overnight day (close ≤ open) ends on the
 * next calendar day, and a closure date or day off removes the business day that starts on it, not the overnight tail
 * of the day before.
 */
export const getBusinessDayIntervals = (hours: BusinessHours, date: SeoulDate): Interval[] => {
  if (hours.closureDates.includes(formatSeoulDateKey(date))) return [];
  const day = hours.weeklyHours[getSeoulWeekday(date)];
  if (!day.isOpen && !hours.isOpenYearRound) return [];
  const ranges: MinuteRange[] = hours.isOpen24Hours ? [{ start: 0, end: MINUTES_PER_DAY }] : openRanges(day);
  return ranges.map((range) => ({
    start: seoulInstant(date, range.start).getTime(),
    end: seoulInstant(date, range.end).getTime(),
  }));
};

/** Minutes after the business day's midnight; equal open and close means a full 24 hours. */
const openRanges = (day: DayHours): MinuteRange[] => {
  const open = parseHhmm(day.open);
  const closeRaw = parseHhmm(day.close);
  const close = closeRaw <= open ? closeRaw + MINUTES_PER_DAY : closeRaw;
  if (!day.breakStart || !day.breakEnd || day.breakStart === day.breakEnd)
    return [{ start: open, end: close }];

  // A break time before the opening time belongs to the small hours of an overnight day.
  const breakStartRaw = parseHhmm(day.breakStart);
  const breakStart = breakStartRaw < open ? breakStartRaw + MINUTES_PER_DAY : breakStartRaw;
  const breakEndRaw = parseHhmm(day.breakEnd);
  const breakEnd = breakEndRaw <= breakStart ? breakEndRaw + MINUTES_PER_DAY : breakEndRaw;
  return [
    { start: open, end: Math.min(breakStart, close) },
    { start: Math.max(breakEnd, open), end: close },
  ].filter((range) => range.end > range.start);
};

/** Intervals that can contain or follow `from`: the day before (overnight tail) up to NEXT_OPEN_SEARCH_DAYS ahead. */
const intervalsAround = (hours: BusinessHours, from: Date): Interval[] => {
  const today = getSeoulParts(from);
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= NEXT_OPEN_SEARCH_DAYS; offset += 1) {
    intervals.push(...getBusinessDayIntervals(hours, addSeoulDays(today, offset)));
  }
  return intervals.sort((a, b) => a.start - b.start);
};

/** Whether the weekly schedule (ignoring the switch and a pause) accepts orders at `instant`. */
export const isWithinBusinessHours = (hours: BusinessHours, instant: Date): boolean =>
  findOpenFrom(hours, instant)?.getTime() === instant.getTime();

/** The first instant at or after `from` inside the schedule, searching NEXT_OPEN_SEARCH_DAYS ahead. */
const findOpenFrom = (hours: BusinessHours, from: Date): Date | null => {
  const time = from.getTime();
  const next = intervalsAround(hours, from).find((interval) => interval.end > time);
  return next ? new Date(Math.max(next.start, time)) : null;
};

const getScheduleReason = (hours: BusinessHours, now: Date): OpenStatusReason => {
  if (isWithinBusinessHours(hours, now)) return 'open';
  const today = getSeoulParts(now);
  if (hours.closureDates.includes(formatSeoulDateKey(today))) return 'closureDate';
  const intervals = getBusinessDayIntervals(hours, today);
  const [first] = intervals;
  if (!first) return 'dayOff';
  const time = now.getTime();
  if (time < first.start) return 'beforeOpen';
  return intervals.some((interval) => interval.start > time) ? 'breakTime' : 'afterClose';
};

/**
 * "Can customers order now?" (issue #6): the live switch wins, then a pause, then the weekly schedule with its
 * closure dates. All wall-clock reasoning is Asia/Seoul whatever the machine's time zone.
 */
export const getOpenStatus = (hours: BusinessHours, isOpenSwitch: boolean, now: Date): OpenStatus => {
  if (!isOpenSwitch) return { isOpen: false, reason: 'switchOff', nextOpenAt: null };
  const pausedUntil = hours.pauseOrdersUntil ? Date.parse(hours.pauseOrdersUntil) : Number.NaN;
  if (pausedUntil > now.getTime()) {
    return { isOpen: false, reason: 'paused', nextOpenAt: findOpenFrom(hours, new Date(pausedUntil)) };
  }
  const reason = getScheduleReason(hours, now);
  if (reason === 'open') return { isOpen: true, reason, nextOpenAt: null };
  return { isOpen: false, reason, nextOpenAt: findOpenFrom(hours, now) };
};

/** 오늘 / 내일 / 수요일 for the coming six days, then a date. */
const describeDay = (now: Date, target: Date): string => {
  const from = getSeoulParts(now);
  const to = getSeoulParts(target);
  const days = diffSeoulDays(from, to);
  if (days === 0) return '오늘';
  if (days === 1) return '내일';
  if (days < 7) return WEEKDAY_LABELS[to.weekday];
  return `${to.month}월 ${to.day}일 ${WEEKDAY_LABELS[to.weekday]}`;
};

/** The customer's line under CLOSED, e.g. "내일 09:00에 문을 열어요". */
export const formatNextOpenMessage = (status: OpenStatus, now: Date): string => {
  if (status.isOpen) return '지금 주문할 수 있어요';
  if (status.reason === 'switchOff') return '지금은 주문을 받지 않아요';
  if (!status.nextOpenAt) return '예정된 영업 시간이 없습니다';
  const when = `${describeDay(now, status.nextOpenAt)} ${formatSeoulHhmm(status.nextOpenAt)}`;
  return status.reason === 'paused' ? `${when}부터 다시 주문을 받아요` : `${when}에 문을 열어요`;
};
