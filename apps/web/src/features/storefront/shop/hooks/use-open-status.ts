import { type Company, getOpenStatus } from '@jumun/shared';
import { nextOpenWhen } from '../../../../lib/company/next-open';
import { useStorefrontT } from '../../i18n';

/** "Open now?" by the shared rule (hours, closures, pauses, the live switch), with the customer's words for it. */
export const useOpenStatus = (company: Pick<Company, 'businessHours' | 'isOpen'>, now: Date) => {
  const { t } = useStorefrontT();
  const status = getOpenStatus(company.businessHours, company.isOpen, now);
  let detail: string | null = null;
  if (!status.isOpen) {
    if (status.reason === 'switchOff') detail = t('shop.switchOff');
    else if (!status.nextOpenAt) detail = t('shop.noNextOpen');
    else detail = t('shop.nextOpen', { when: nextOpenWhen(now, status.nextOpenAt) });
  }
  return { isOpen: status.isOpen, label: status.isOpen ? t('shop.open') : t('shop.closed'), detail };
};
