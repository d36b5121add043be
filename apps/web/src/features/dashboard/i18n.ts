import { koBusinessToday } from '../../lib/i18n/locales/ko/business-today';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The dashboard's "today" words (namespace `businessToday`). */
export const businessTodayText = defineNamespace(
  'businessToday',
  koBusinessToday,
  async () => (await import('../../lib/i18n/locales/en/business-today')).enBusinessToday,
);
