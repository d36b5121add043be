import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../../testing/factories/order';
import { renderWithProviders } from '../../../../testing/render-page';
import { WaybillCard } from './waybill-card';

const shipped = (courierName: string) =>
  makeOrder({
    orderType: 'parcel',
    processStatus: 'delivering',
    waybill: {
      courier: 'cj',
      courierName,
      trackingNumber: '689612345678',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=689612345678',
      shippedAt: '2026-11-25T03:00:00.000Z',
    },
  });

describe('WaybillCard', () => {
  it('names the courier with the particle its name takes, the number, and links the courier’s tracking page', () => {
    renderWithProviders(<WaybillCard order={shipped('CJ대한통운')} />);
    expect(screen.getByText('CJ대한통운으로 보냈어요')).toBeTruthy();
    expect(screen.getByText('송장번호 689612345678')).toBeTruthy();
    const link = screen.getByRole('link', { name: /배송 조회/ });
    expect(link.getAttribute('href')).toContain('689612345678');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('takes 로 after a vowel', () => {
    renderWithProviders(<WaybillCard order={shipped('우체국택배')} />);
    expect(screen.getByText('우체국택배로 보냈어요')).toBeTruthy();
  });

  it('shows nothing for an order that has not shipped', () => {
    const { container } = renderWithProviders(<WaybillCard order={makeOrder()} />);
    expect(container.querySelector('[data-testid="order-waybill"]')).toBeNull();
  });
});
