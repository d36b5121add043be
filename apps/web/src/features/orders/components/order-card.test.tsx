import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../testing/factories/order';
import { renderWithProviders } from '../../../testing/render-page';
import { OrderCard } from './order-card';

const actions = {
  onAccept: vi.fn(),
  onCancel: vi.fn(),
  onAdvance: vi.fn(),
  onConfirmPayment: vi.fn(),
  onOpen: vi.fn(),
};
const NOW = Date.parse('2026-11-24T01:05:00.000Z');

describe('an order card', () => {
  it('says why a cancelled order was cancelled: the words typed, else the reason chosen', () => {
    const typed = makeOrder({
      processStatus: 'cancelled',
      orderStatus: 'cancelled',
      cancelReason: 'other',
      cancelReasonText: '포장 용기 소진',
    });
    const { unmount } = renderWithProviders(
      <OrderCard order={typed} pending={undefined} now={NOW} {...actions} />,
    );
    expect(screen.getByTestId('cancel-reason')).toHaveTextContent('취소 사유: 포장 용기 소진');
    unmount();

    const chosen = makeOrder({
      processStatus: 'cancelled',
      orderStatus: 'cancelled',
      cancelReason: 'soldOut',
    });
    renderWithProviders(<OrderCard order={chosen} pending={undefined} now={NOW} {...actions} />);
    expect(screen.getByTestId('cancel-reason')).toHaveTextContent('취소 사유: 재료 소진 (품절)');
  });

  it('shows no reason on an order that is not cancelled', () => {
    renderWithProviders(<OrderCard order={makeOrder()} pending={undefined} now={NOW} {...actions} />);
    expect(screen.queryByTestId('cancel-reason')).toBeNull();
    expect(screen.getByRole('button', { name: '접수' })).toBeEnabled();
  });
});
