import type { TFunction } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/save-problem';
import { SEND_SMS_FALLBACK, VERIFY_SMS_FALLBACK } from '../api/fallback-messages';

/**
 * Server messages are Korean already and shown as they are; the English fallbacks are translated, and anything else
 * (a lost connection while the session is created) goes through the one error mapping.
 */
export const authErrorMessage = (error: Error, t: TFunction): string => {
  switch (error.message) {
    case SEND_SMS_FALLBACK:
      return t('auth.sendFailed');
    case VERIFY_SMS_FALLBACK:
      return t('auth.verifyFailed');
    default:
      return problemMessage(error);
  }
};
