import { isAwaitingOnlinePayment, type Order } from '@jumun/shared';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useOrderT } from '../../order-i18n';
import { retryPayment } from '../api/retry-payment';

/**
 * After the payment provider sends the customer back (`?payment=approved|declined|closed|failed`): what happened,
 * and for a payment that did not go through, a way to pay again. The order itself says whether it is paid.
 */
export const PaymentOutcome = ({ order, outcome }: { order: Order; outcome: string | null }) => {
  const { t } = useOrderT();
  const [error, setError] = useState<string | null>(null);
  const awaiting = isAwaitingOnlinePayment(order);
  if (!awaiting && outcome !== 'approved') return null;
  if (!awaiting) {
    return (
      <Alert mx="md" color="green" variant="light" data-testid="payment-outcome">
        {t('orders.paymentOutcome.approved')}
      </Alert>
    );
  }
  const pay = async () => {
    setError(null);
    try {
      const next = await retryPayment(order.companyId, order.id);
      if (next.type === 'redirect') window.location.assign(next.url);
      else setError(t('orders.paymentOutcome.unsupported'));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  const key = outcome === 'declined' || outcome === 'closed' || outcome === 'failed' ? outcome : 'pending';
  return (
    <Alert mx="md" color="orange" variant="light" role="alert" data-testid="payment-outcome">
      {t(`orders.paymentOutcome.${key}`)}
      {error ? <div>{error}</div> : null}
      <Button mt="sm" display="block" color="orange" onClick={() => void pay()} data-testid="pay-again">
        {t('orders.paymentOutcome.payAgain')}
      </Button>
    </Alert>
  );
};
