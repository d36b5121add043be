import { describe, expect, it } from 'vitest';
import { notificationEventFor, renderOrderNotification } from './order-notifications';

describe('order notifications', () => {
  it('tells the customer about acceptance, pickup, departure and cancellation only', () => {
    expect(notificationEventFor('ordered', 'takeout')).toBe('orderAccepted');
    expect(notificationEventFor('ready', 'takeout')).toBe('orderReady');
    // A delivery order's "ready" is for the rider; the customer hears when it leaves.
    expect(notificationEventFor('ready', 'delivery')).toBeNull();
    expect(notificationEventFor('delivering', 'parcel')).toBe('orderDelivering');
    expect(notificationEventFor('cancelled', 'dineIn')).toBe('orderCancelled');
    expect(notificationEventFor('cooking', 'takeout')).toBeNull();
    expect(notificationEventFor('completed', 'takeout')).toBeNull();
  });

  it('names the shop and the order number, with the ready time or the reason when known', () => {
    const base = { shopName: '샘플카페', orderNumber: 12 };
    expect(renderOrderNotification('orderAccepted', { ...base, readyAt: '14:05' })).toBe(
      '[샘플카페] 주문번호 12번 주문이 접수되었습니다. 14:05쯤 준비됩니다.',
    );
    expect(renderOrderNotification('orderCancelled', { ...base, cancelReason: '재료 소진' })).toContain(
      '(사유: 재료 소진)',
    );
    expect(renderOrderNotification('stampEarned', { ...base, stampCount: 2 })).toContain('스탬프 2개');
    expect(renderOrderNotification('shopEscalation', { ...base, waitingMinutes: 7 })).toContain(
      '12번이 7분째 접수 대기',
    );
  });
});
