import { describe, expect, it } from 'vitest';
import { formatNextOpenMessage, getOpenStatus } from './business-hours';
import {
  type BusinessHours,
  businessHoursSchema,
  type DayHours,
  type Weekday,
} from './business-hours.schema';

/** 2026-03-02 is a Monday; every instant below is written in Seoul time. */
const at = (local: string) => new Date(`${local}+09:00`);

const makeHours = (
  days: Partial<Record<Weekday, Partial<DayHours>>> = {},
  rest: Partial<Omit<BusinessHours, 'weeklyHours'>> = {},
): BusinessHours => {
  const base = businessHoursSchema.parse({});
  const weeklyHours = { ...base.weeklyHours };
  for (const [day, hours] of Object.entries(days) as [Weekday, Partial<DayHours>][]) {
    weeklyHours[day] = { ...weeklyHours[day], ...hours };
  }
  return { ...base, ...rest, weeklyHours };
};

const statusAt = (hours: BusinessHours, local: string, isOpenSwitch = true) => {
  const now = at(local);
  const status = getOpenStatus(hours, isOpenSwitch, now);
  return { ...status, message: formatNextOpenMessage(status, now) };
};

describe('getOpenStatus with the default 09:00–21:00 week', () => {
  const hours = makeHours();

  it('is open inside the hours and closed at the closing minute', () => {
    expect(statusAt(hours, '2026-03-02T09:00:00')).toMatchObject({
      isOpen: true,
      reason: 'open',
      nextOpenAt: null,
    });
    expect(statusAt(hours, '2026-03-02T20:59:59').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-02T21:00:00')).toMatchObject({
      isOpen: false,
      reason: 'afterClose',
      nextOpenAt: at('2026-03-03T09:00:00'),
      message: '내일 09:00에 문을 열어요',
    });
  });

  it('says 오늘 before opening, also right after midnight', () => {
    expect(statusAt(hours, '2026-03-02T08:59:00')).toMatchObject({
      reason: 'beforeOpen',
      message: '오늘 09:00에 문을 열어요',
    });
    expect(statusAt(hours, '2026-03-03T00:00:00')).toMatchObject({
      reason: 'beforeOpen',
      nextOpenAt: at('2026-03-03T09:00:00'),
      message: '오늘 09:00에 문을 열어요',
    });
  });
});

describe('getOpenStatus with days off, breaks and closures', () => {
  it('names the weekday when the next day is a day off', () => {
    const hours = makeHours({ tuesday: { isOpen: false }, wednesday: { open: '11:00' } });
    expect(statusAt(hours, '2026-03-02T22:00:00')).toMatchObject({
      reason: 'afterClose',
      nextOpenAt: at('2026-03-04T11:00:00'),
      message: '수요일 11:00에 문을 열어요',
    });
    expect(statusAt(hours, '2026-03-03T12:00:00')).toMatchObject({
      reason: 'dayOff',
      message: '내일 11:00에 문을 열어요',
    });
  });

  it('closes for the break time and reopens the same day', () => {
    const hours = makeHours({ monday: { breakStart: '15:00', breakEnd: '16:00' } });
    expect(statusAt(hours, '2026-03-02T14:59:00').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-02T15:30:00')).toMatchObject({
      reason: 'breakTime',
      message: '오늘 16:00에 문을 열어요',
    });
    expect(statusAt(hours, '2026-03-02T16:00:00').isOpen).toBe(true);
  });

  it('skips closure dates and keeps the weekly pattern across weeks', () => {
    const hours = makeHours({}, { closureDates: ['2026-03-02', '2026-03-03'] });
    expect(statusAt(hours, '2026-03-02T10:00:00')).toMatchObject({
      reason: 'closureDate',
      nextOpenAt: at('2026-03-04T09:00:00'),
      message: '수요일 09:00에 문을 열어요',
    });
    expect(statusAt(hours, '2026-03-09T10:00:00').isOpen).toBe(true);
  });

  it('finds an opening exactly a week ahead and says so with a date', () => {
    const closedDays = ['sunday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    const hours = makeHours(Object.fromEntries(closedDays.map((d) => [d, { isOpen: false }])));
    expect(statusAt(hours, '2026-03-02T21:30:00')).toMatchObject({
      nextOpenAt: at('2026-03-09T09:00:00'),
      message: '3월 9일 월요일 09:00에 문을 열어요',
    });
  });

  it('reports no scheduled opening when nothing opens within 7 days', () => {
    const allClosed = makeHours({
      sunday: { isOpen: false },
      monday: { isOpen: false },
      tuesday: { isOpen: false },
      wednesday: { isOpen: false },
      thursday: { isOpen: false },
      friday: { isOpen: false },
      saturday: { isOpen: false },
    });
    expect(statusAt(allClosed, '2026-03-02T10:00:00')).toMatchObject({
      reason: 'dayOff',
      nextOpenAt: null,
      message: '예정된 영업 시간이 없습니다',
    });
  });
});

describe('getOpenStatus for overnight hours', () => {
  const hours = makeHours({
    friday: { open: '18:00', close: '02:00' },
    saturday: { isOpen: false },
  });

  it('stays open past midnight on the business day that started the evening before', () => {
    expect(statusAt(hours, '2026-03-06T23:59:00').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-07T00:00:00').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-07T01:59:59').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-07T02:00:00')).toMatchObject({
      reason: 'dayOff',
      nextOpenAt: at('2026-03-08T09:00:00'),
      message: '내일 09:00에 문을 열어요',
    });
  });

  it('applies a closure date to the business day that starts on it', () => {
    const closedSaturday = { ...hours, closureDates: ['2026-03-07'] };
    expect(statusAt(closedSaturday, '2026-03-07T01:00:00').isOpen).toBe(true);
    const closedFriday = { ...hours, closureDates: ['2026-03-06'] };
    expect(statusAt(closedFriday, '2026-03-06T19:00:00').reason).toBe('closureDate');
    expect(statusAt(closedFriday, '2026-03-07T01:00:00').isOpen).toBe(false);
  });

  it('treats equal open and close times as a full day', () => {
    const allDay = makeHours({ monday: { open: '06:00', close: '06:00' } });
    expect(statusAt(allDay, '2026-03-03T05:59:00').isOpen).toBe(true);
    expect(statusAt(allDay, '2026-03-03T06:00:00').reason).toBe('beforeOpen');
  });
});

describe('getOpenStatus flags, switch and pause', () => {
  it('opens around the clock with isOpen24Hours, except on closure dates and days off', () => {
    const hours = makeHours(
      { sunday: { isOpen: false } },
      { isOpen24Hours: true, closureDates: ['2026-03-03'] },
    );
    expect(statusAt(hours, '2026-03-02T03:00:00').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-03T03:00:00')).toMatchObject({
      reason: 'closureDate',
      message: '내일 00:00에 문을 열어요',
    });
    expect(statusAt(hours, '2026-03-08T12:00:00').reason).toBe('dayOff');
  });

  it('ignores the weekly days off with isOpenYearRound but honours typed closure dates', () => {
    const hours = makeHours(
      { tuesday: { isOpen: false } },
      { isOpenYearRound: true, closureDates: ['2026-03-04'] },
    );
    expect(statusAt(hours, '2026-03-03T10:00:00').isOpen).toBe(true);
    expect(statusAt(hours, '2026-03-04T10:00:00').reason).toBe('closureDate');
  });

  it('is closed with no promise when the live switch is off', () => {
    expect(statusAt(makeHours(), '2026-03-02T10:00:00', false)).toMatchObject({
      isOpen: false,
      reason: 'switchOff',
      nextOpenAt: null,
      message: '지금은 주문을 받지 않아요',
    });
  });

  it('pauses orders until the given instant, then follows the schedule', () => {
    const paused = makeHours({}, { pauseOrdersUntil: '2026-03-02T14:30:00+09:00' });
    expect(statusAt(paused, '2026-03-02T13:00:00')).toMatchObject({
      reason: 'paused',
      nextOpenAt: at('2026-03-02T14:30:00'),
      message: '오늘 14:30부터 다시 주문을 받아요',
    });
    expect(statusAt(paused, '2026-03-02T14:30:00').isOpen).toBe(true);

    const pastClosing = makeHours({}, { pauseOrdersUntil: '2026-03-02T23:00:00+09:00' });
    expect(statusAt(pastClosing, '2026-03-02T20:00:00')).toMatchObject({
      reason: 'paused',
      message: '내일 09:00부터 다시 주문을 받아요',
    });
  });

  it('says open when open', () => {
    expect(statusAt(makeHours(), '2026-03-02T12:00:00').message).toBe('지금 주문할 수 있어요');
  });
});
