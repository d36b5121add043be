import { koAccount } from '../../lib/i18n/locales/ko/account';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** 내 정보 words that only its page needs (namespace `account`): in the page's lazy chunk, not every first load. */
export const accountText = defineNamespace(
  'account',
  koAccount,
  async () => (await import('../../lib/i18n/locales/en/account')).enAccount,
);
