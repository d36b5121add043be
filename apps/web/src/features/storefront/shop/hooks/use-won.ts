import { useCallback } from 'react';
import { useStorefrontT } from '../../i18n';
import { groupDigits } from '../utils/format';

/** Formats an amount the customer's way: 4,500원 in Korean, ₩4,500 in English. */
export const useWon = () => {
  const { t } = useStorefrontT();
  return useCallback((amount: number) => t('common.won', { amount: groupDigits(amount) }), [t]);
};
