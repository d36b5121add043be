import { koLoginTokens } from '../../lib/i18n/locales/ko/login-tokens';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** This feature's words (namespace `loginTokens`). */
export const loginTokensText = defineNamespace(
  'loginTokens',
  koLoginTokens,
  async () => (await import('../../lib/i18n/locales/en/login-tokens')).enLoginTokens,
);
