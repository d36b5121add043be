import { koNotifications } from '../../lib/i18n/locales/ko/notifications';
import { defineNamespace } from '../../lib/i18n/namespaces';

/** The customer messages list's words (namespace `notifications`). */
export const notificationsText = defineNamespace(
  'notifications',
  koNotifications,
  async () => (await import('../../lib/i18n/locales/en/notifications')).enNotifications,
);
