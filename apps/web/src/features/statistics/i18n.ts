import { koStatistics } from '../../lib/i18n/locales/ko/statistics';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** Monthly statistics' words (namespace `statistics`). */
export const statisticsText = defineNamespace(
  'statistics',
  koStatistics,
  async () => (await import('../../lib/i18n/locales/en/statistics')).enStatistics,
);
