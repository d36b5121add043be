import { addSeoulDays, formatSeoulDateKey, getSeoulWeekday, type SeoulDate } from './seoul-time';

export type HolidaySuggestion = { date: string; name: string };

/** Fixed-date public holidays (관공서의 공휴일에 관한 규정 §2). */
const SOLAR_HOLIDAYS: { month: number; day: number; name: string; hasSubstitute: boolean }[] = [
  { month: 1, day: 1, name: '신정', hasSubstitute: false },
  { month: 3, day: 1, name: '삼일절', hasSubstitute: true },
  { month: 5, day: 5, name: '어린이날', hasSubstitute: true },
  { month: 6, day: 6, name: '현충일', hasSubstitute: false },
  { month: 8, day: 15, name: '광복절', hasSubstitute: true },
  { month: 10, day: 3, name: '개천절', hasSubstitute: true },
  { month: 10, day: 9, name: '한글날', hasSubstitute: true },
  { month: 12, day: 25, name: '성탄절', hasSubstitute: true },
];

/**
 * Lunar holidays as solar dates in Korea (KST new moons; 2027 differs from the Chinese calendar). A table instead of
 * a lunar calendar implementation: it only feeds suggestions, and years outside it simply get the solar holidays.
 */
const LUNAR_HOLIDAYS: Record<number, { seollal: string; buddha: string; chuseok: string }> = {
  2025: { seollal: '01-29', buddha: '05-05', chuseok: '10-06' },
  2026: { seollal: '02-17', buddha: '05-24', chuseok: '09-25' },
  2027: { seollal: '02-07', buddha: '05-13', chuseok: '09-15' },
  2028: { seollal: '01-27', buddha: '05-02', chuseok: '10-03' },
  2029: { seollal: '02-13', buddha: '05-20', chuseok: '09-22' },
  2030: { seollal: '02-03', buddha: '05-09', chuseok: '09-12' },
};

export const HOLIDAY_TABLE_YEARS = Object.keys(LUNAR_HOLIDAYS).map(Number);

type Holiday = { date: SeoulDate; name: string; rule: 'none' | 'weekend' | 'sunday'; blockEnd?: SeoulDate };

const dateOf = (year: number, monthDay: string): SeoulDate => {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return { year, month, day };
};

/** 설날 and 추석 are three-day blocks: the day before, the day, the day after. */
const lunarBlock = (center: SeoulDate, name: string): Holiday[] => {
  const blockEnd = addSeoulDays(center, 1);
  return [
    { date: addSeoulDays(center, -1), name: `${name} 연휴`, rule: 'sunday', blockEnd },
    { date: center, name, rule: 'sunday', blockEnd },
    { date: blockEnd, name: `${name} 연휴`, rule: 'sunday', blockEnd },
  ];
};

const baseHolidays = (year: number): Holiday[] => {
  const holidays: Holiday[] = SOLAR_HOLIDAYS.map(({ month, day, name, hasSubstitute }) => ({
    date: { year, month, day },
    name,
    rule: hasSubstitute ? 'weekend' : 'none',
  }));
  const lunar = LUNAR_HOLIDAYS[year];
  if (lunar) {
    holidays.push(...lunarBlock(dateOf(year, lunar.seollal), '설날'));
    holidays.push({ date: dateOf(year, lunar.buddha), name: '부처님오신날', rule: 'weekend' });
    holidays.push(...lunarBlock(dateOf(year, lunar.chuseok), '추석'));
  }
  return holidays;
};

/**
 * Whether a holiday earns a substitute day (대체공휴일, 규정 §3): 설날/추석 blocks when a day falls on a Sunday or on
 * another holiday; 삼일절, 어린이날, 부처님오신날, 광복절, 개천절, 한글날 and 성탄절 on a Saturday, Sunday or another holiday.
 */
const needsSubstitute = (holiday: Holiday, namesOnDate: number): boolean => {
  if (holiday.rule === 'none') return false;
  const weekday = getSeoulWeekday(holiday.date);
  if (weekday === 'sunday' || namesOnDate > 1) return true;
  return holiday.rule === 'weekend' && weekday === 'saturday';
};

const isWeekend = (date: SeoulDate) => ['saturday', 'sunday'].includes(getSeoulWeekday(date));

/**
 * Korean public holidays of a year, with 대체공휴일, as closure-date suggestions sorted by date. Holidays that share a
 * date are merged into one suggestion. Election days and one-off holidays are announced late and are not included.
 */
export const suggestKoreanHolidays = (year: number): HolidaySuggestion[] => {
  const holidays = baseHolidays(year);
  const namesByDate = new Map<string, string[]>();
  for (const holiday of holidays) {
    const key = formatSeoulDateKey(holiday.date);
    namesByDate.set(key, [...(namesByDate.get(key) ?? []), holiday.name]);
  }

  const taken = new Set(namesByDate.keys());
  const substitutes = new Map<string, string>();
  const handledDates = new Set<string>();
  const byDate = [...holidays].sort((a, b) =>
    formatSeoulDateKey(a.date).localeCompare(formatSeoulDateKey(b.date)),
  );
  for (const holiday of byDate) {
    const key = formatSeoulDateKey(holiday.date);
    if (handledDates.has(key)) continue;
    const overlapping = byDate.filter((other) => formatSeoulDateKey(other.date) === key);
    if (!overlapping.some((h) => needsSubstitute(h, namesByDate.get(key)?.length ?? 1))) continue;
    handledDates.add(key);
    // The substitute is the first day after the holiday (after a whole 설/추석 block) that is a weekday and no holiday.
    const after = overlapping.find((h) => h.blockEnd)?.blockEnd ?? holiday.date;
    let candidate = addSeoulDays(after, 1);
    while (taken.has(formatSeoulDateKey(candidate)) || isWeekend(candidate)) {
      candidate = addSeoulDays(candidate, 1);
    }
    taken.add(formatSeoulDateKey(candidate));
    substitutes.set(formatSeoulDateKey(candidate), '대체공휴일');
  }

  const suggestions = [...namesByDate].map(([date, names]) => ({ date, name: names.join(' · ') }));
  suggestions.push(...[...substitutes].map(([date, name]) => ({ date, name })));
  return suggestions.sort((a, b) => a.date.localeCompare(b.date));
};
