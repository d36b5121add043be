/**
 * Weekday keys of businessHours.weeklyHours (domain §3.3), Sunday first like Date#getDay. Kept apart from the zod
 * schemas so the customer pages' first load (business hours, dayparts) carries no schema library.
 */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
