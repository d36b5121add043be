import { isAwaitingOnlinePayment, type Order } from '@jumun/shared';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../../../lib/router';
import { problemMessage } from '../../../../lib/save-problem';
import { openPaymentWindow, PAYMENT_UNAVAILABLE_STATE } from '../../checkout/utils/launch-payment';
import { useOrderT } from '../../order-i18n';
import { retryPayment } from '../api/retry-payment';

const PROBLEMS = ['declined', 'closed', 'failed', 'unavailable'] as const;
type Problem = (typeof PROBLEMS)[number];

const problemOf = (outcome: string | null, state: unknown): Problem | 'pending' => {
  const found = PROBLEMS.find((problem) => problem === outcome);
  if (found) return found;
  const isUnavailable =
    typeof state === 'object' &&
    state !== null &&
    'paymentUnavailable' in state &&
    state.paymentUnavailable === PAYMENT_UNAVAILABLE_STATE.paymentUnavailable;
  return isUnavailable ? 'unavailable' : 'pending';
};

/**
 * After the payment provider sends the customer back (`?payment=approved|declined|closed|failed`, or a payment
 * window that could not open): what happened, and for a payment that did not go through, a way to pay again through
 * the provider's own step. The order itself says whether it is paid.
 */
export const PaymentOutcome = ({ order, outcome }: { order: Order; outcome: string | null }) => {
  const { t } = useOrderT();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
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
    setIsOpening(true);
    try {
      const next = await retryPayment(order.companyId, order.id);
      if (next.type === 'redirect') window.location.assign(next.url);
      if (next.type === 'nicepay') await openPaymentWindow(navigate, order.companyId, order.id, next);
    } catch (caught) {
      setError(problemMessage(caught));
    } finally {
      setIsOpening(false);
    }
  };
  return (
    <Alert mx="md" color="orange" variant="light" role="alert" data-testid="payment-outcome">
      {t(`orders.paymentOutcome.${problemOf(outcome, location.state)}`)}
      {error ? <div>{error}</div> : null}
      <Button
        mt="sm"
        display="block"
        color="orange"
        loading={isOpening}
        onClick={() => void pay()}
        data-testid="pay-again"
      >
        {t('orders.paymentOutcome.payAgain')}
      </Button>
    </Alert>
  );
};
