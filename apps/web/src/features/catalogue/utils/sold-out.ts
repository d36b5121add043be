import { getSeoulParts, MINUTES_PER_DAY, type Product, seoulInstant } from '@jumun/shared';
import { catalogueText } from '../i18n';

/** The three one-tap choices (issue #5): today only, until a chosen time, until turned back; or sell again. */
export type SoldOutChoice =
  | { mode: 'today' }
  | { mode: 'until'; until: Date }
  | { mode: 'indefinite' }
  | { mode: 'resume' };

export type SoldOutFields = Pick<Product, 'isSoldOut' | 'soldOutUntil'>;

/** 23:59:59 of today in Asia/Seoul, whatever the device's time zone ("today" means the shop's day). */
export const endOfSeoulDay = (now: Date): Date => {
  const { year, month, day } = getSeoulParts(now);
  return new Date(seoulInstant({ year, month, day }, MINUTES_PER_DAY).getTime() - 1000);
};

export const soldOutFieldsFor = (choice: SoldOutChoice, now: Date): SoldOutFields => {
  switch (choice.mode) {
    case 'today':
      return { isSoldOut: true, soldOutUntil: endOfSeoulDay(now).toISOString() };
    case 'until':
      return { isSoldOut: true, soldOutUntil: choice.until.toISOString() };
    case 'indefinite':
      return { isSoldOut: true, soldOutUntil: null };
    case 'resume':
      return { isSoldOut: false, soldOutUntil: null };
  }
};

/** Sold out right now by the switch: an `until` already past means the product sells again by itself. */
export const isSoldOutNow = (fields: SoldOutFields, now: Date): boolean =>
  fields.isSoldOut && (fields.soldOutUntil === null || Date.parse(fields.soldOutUntil) > now.getTime());

const pad = (value: number) => String(value).padStart(2, '0');

/** "오늘 23:59까지", "11/23 14:00까지" or "다시 켤 때까지", in Seoul time. */
export const describeSoldOutUntil = (until: string | null, now: Date): string => {
  if (until === null) return catalogueText.t('soldOut.untilTurnedBack');
  const at = new Date(until);
  const target = getSeoulParts(at);
  const today = getSeoulParts(now);
  const time = `${pad(Math.floor(target.minuteOfDay / 60))}:${pad(target.minuteOfDay % 60)}`;
  const isToday = target.year === today.year && target.month === today.month && target.day === today.day;
  return isToday
    ? catalogueText.t('soldOut.untilToday', { time })
    : catalogueText.t('soldOut.untilDate', { month: target.month, day: target.day, time });
};

/** An option's soldOutItems with one item switched (domain §4.3 `soldOutItems [{item, until|null}]`). */
export const withOptionItemSoldOut = (
  soldOutItems: readonly { item: string; until: string | null }[],
  item: string,
  choice: SoldOutChoice,
  now: Date,
) => {
  const others = soldOutItems.filter((entry) => entry.item !== item);
  if (choice.mode === 'resume') return others;
  return [...others, { item, until: soldOutFieldsFor(choice, now).soldOutUntil }];
};
