import type { SmsProvider } from '../modules/auth';
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
