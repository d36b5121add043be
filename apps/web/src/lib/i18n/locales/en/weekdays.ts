/** The English weekday names, used by several areas' words (ko: shared `WEEKDAY_LABELS`). */
export const EN_WEEKDAYS = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
} as const;
