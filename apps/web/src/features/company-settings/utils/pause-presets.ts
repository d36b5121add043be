import { seoulInstant } from '@jumun/shared';

/** A `datetime-local` value ('2026-03-01T18:30') read as Seoul wall-clock time, whatever this machine's zone. */
export const parseSeoulDateTimeLocal = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  return seoulInstant({ year, month, day }, (hour ?? 0) * 60 + (minute ?? 0));
};
