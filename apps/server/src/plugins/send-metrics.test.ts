import { describe, expect, it } from 'vitest';
import type { Notifier } from '../modules/notifications';
import { createMetrics } from './metrics';
import { countNotificationSends } from './send-metrics';

const message = {
  to: '+821012345678',
  text: '주문이 접수되었습니다',
  templateCode: '',
  senderKey: '',
  sender: '',
};

describe('countNotificationSends', () => {
  it('counts each message by the channel it went out on, and failures, passing the delivery and the error on', async () => {
    const metrics = createMetrics();
    let fail = false;
    const inner: Notifier = {
      name: 'aligo',
      send: async () => {
        if (fail) throw new Error('gateway down');
        return { channel: 'sms', answer: 'ok' };
      },
    };
    const counted = countNotificationSends(inner, metrics);
    expect(await counted.send(message)).toEqual({ channel: 'sms', answer: 'ok' });
    await counted.send(message);
    fail = true;
    await expect(counted.send(message)).rejects.toThrow('gateway down');

    const text = await metrics.registry.getSingleMetricAsString('jumun_notification_sends_total');
    expect(text).toContain('jumun_notification_sends_total{provider="aligo",channel="sms",result="sent"} 2');
    expect(text).toContain(
      'jumun_notification_sends_total{provider="aligo",channel="none",result="failed"} 1',
    );
  });
});
