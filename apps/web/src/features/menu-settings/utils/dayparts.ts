import { type Daypart, type MenuSettings, parseHhmm, type Weekday } from '@jumun/shared';
import type { Translate } from '../i18n';

/** Monday first, as Korean calendars and shop signs list the week. */
export const WEEK_ORDER: Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

export const newDaypart = (nowMs: number, index: number): Daypart => ({
  id: `dp_${nowMs.toString(36)}${index}`,
  name: '',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  start: '11:00',
  end: '14:00',
});

/** Removing a daypart also removes every reference to it, which the schema would otherwise refuse. */
export const removeDaypart = (settings: MenuSettings, daypartId: string): MenuSettings => {
  const strip = (record: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(record).map(([id, refs]) => [id, refs.filter((ref) => ref !== daypartId)]),
    );
  return {
    ...settings,
    dayparts: settings.dayparts.filter((daypart) => daypart.id !== daypartId),
    categoryDayparts: strip(settings.categoryDayparts),
    productDayparts: strip(settings.productDayparts),
  };
};

/** 평일 11:00–14:00, 금·토 22:00–다음 날 02:00 */
export const describeDaypart = (t: Translate, daypart: Pick<Daypart, 'days' | 'start' | 'end'>): string => {
  const days = WEEK_ORDER.filter((day) => daypart.days.includes(day));
  const weekdays: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  const dayText =
    days.length === 7
      ? t('daypartText.everyDay')
      : days.length === 5 && weekdays.every((day) => days.includes(day))
        ? t('daypartText.weekdays')
        : days.length === 2 && days.includes('saturday') && days.includes('sunday')
          ? t('daypartText.weekend')
          : days.map((day) => t(`weekdayShort.${day}`)).join('·');
  const isValid = /^\d\d:\d\d$/.test(daypart.start) && /^\d\d:\d\d$/.test(daypart.end);
  if (!isValid) return dayText;
  if (daypart.start === daypart.end) return t('daypartText.allDay', { days: dayText });
  const overnight = parseHhmm(daypart.end) < parseHhmm(daypart.start);
  return t(overnight ? 'daypartText.overnight' : 'daypartText.window', {
    days: dayText,
    start: daypart.start,
    end: daypart.end,
  });
};
