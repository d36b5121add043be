import { type Company, getOpenStatus } from '@jumun/shared';
import type { TFunction } from '../../../../lib/i18n';
import { useStorefrontT } from '../../i18n';
import { describeNextOpen, type NextOpenDay } from '../utils/next-open';

const dayText = (t: TFunction<'storefront'>, day: NextOpenDay): string => {
  switch (day.kind) {
    case 'today':
      return t('shop.today');
    case 'tomorrow':
      return t('shop.tomorrow');
    case 'weekday':
      return t(`shop.weekdays.${day.weekday}`);
    case 'date':
      return t('shop.dateOn', { month: day.month, day: day.day, weekday: t(`shop.weekdays.${day.weekday}`) });
  }
};

/** "Open now?" by the shared rule (hours, closures, pauses, the live switch), with the customer's words for it. */
export const useOpenStatus = (company: Pick<Company, 'businessHours' | 'isOpen'>, now: Date) => {
  const { t } = useStorefrontT();
  const status = getOpenStatus(company.businessHours, company.isOpen, now);
  let detail: string | null = null;
  if (!status.isOpen) {
    if (status.reason === 'switchOff') detail = t('shop.switchOff');
    else if (!status.nextOpenAt) detail = t('shop.noNextOpen');
    else {
      const { day, time } = describeNextOpen(now, status.nextOpenAt);
      detail = t('shop.nextOpen', { when: `${dayText(t, day)} ${time}` });
    }
  }
  return { isOpen: status.isOpen, label: status.isOpen ? t('shop.open') : t('shop.closed'), detail };
};
