import type { TFunction } from '../../../lib/i18n';
import { SEND_SMS_FALLBACK, VERIFY_SMS_FALLBACK } from '../api/fallback-messages';

/** Server messages are Korean already and shown as they are; only the English fallbacks are translated. */
export const authErrorMessage = (error: Error, t: TFunction): string => {
  switch (error.message) {
    case SEND_SMS_FALLBACK:
      return t('auth.sendFailed');
    case VERIFY_SMS_FALLBACK:
      return t('auth.verifyFailed');
    default:
      return error.message;
  }
};
