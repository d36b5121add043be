import type { SmsProvider } from '../modules/auth';
import type { Notifier } from '../modules/notifications';
import type { Metrics } from './metrics';

/** Counts every SMS handed to the provider, sent or failed (metrics `jumun_sms_sends_total`). */
export const countSmsSends = (provider: SmsProvider, metrics: Metrics): SmsProvider => ({
  name: provider.name,
  send: async (to, text) => {
    try {
      await provider.send(to, text);
      metrics.smsSends.inc({ provider: provider.name, result: 'sent' });
    } catch (error) {
      metrics.smsSends.inc({ provider: provider.name, result: 'failed' });
      throw error;
    }
  },
});

/**
 * Counts every message handed to the notifier (the outbox's order and stamp notifications, staff invitations) by the
 * channel it went out on — Alimtalk, or SMS when Kakao refused or no template is approved — or as failed (metrics
 * `jumun_notification_sends_total`).
 */
export const countNotificationSends = (notifier: Notifier, metrics: Metrics): Notifier => ({
  name: notifier.name,
  send: async (message) => {
    try {
      const delivery = await notifier.send(message);
      metrics.notificationSends.inc({ provider: notifier.name, channel: delivery.channel, result: 'sent' });
      return delivery;
    } catch (error) {
      metrics.notificationSends.inc({ provider: notifier.name, channel: 'none', result: 'failed' });
      throw error;
    }
  },
});
