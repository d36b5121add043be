import {
  type OrderDraft,
  type OrderQuote,
  type OrderRefusal,
  orderRefusedDetailsSchema,
  type PlaceOrderRequestInput,
  priceChangedDetailsSchema,
  storeOrderPath,
} from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-result';
import { queryKeys } from '../../../../lib/query-keys';
import { useNavigate } from '../../../../lib/router';
import { problemMessage } from '../../../../lib/save-problem';
import { cartStore } from '../../cart/utils/cart-store';
import { placeOrder } from '../api/place-order';
import { attemptKeyFor, finishAttempt, pendingAttempt } from '../utils/attempt-key';
import { openPaymentWindow } from '../utils/launch-payment';

export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /**
   * No answer (offline, timeout, the page closed mid-request) or a server hiccup: the attempt is kept on the device
   * and 다시 시도 re-sends exactly it with the same Idempotency-Key. `isOffline`: the device knew it had no network.
   */
  | { kind: 'retryable'; message: string; isOffline: boolean }
  | { kind: 'priceChanged'; quote: OrderQuote }
  | { kind: 'refused'; refusals: OrderRefusal[]; message: string };

type PlaceInput = {
  order: OrderDraft;
  expectedPayableAmount: number;
  snapshot: { pointRemaining: number; stampRemaining: number };
};

const isDeviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Placing the order: one Idempotency-Key per attempt (attempt-key.ts), the cart cleared only once the server has
 * the order, an online payment sent to the provider's page, and every refusal kept for the page to show — a 409
 * PRICE_CHANGED with the server's new breakdown for "가격이 바뀌었습니다". An attempt left unanswered on this device
 * (even by a closed page) greets the customer as "not confirmed" with 다시 시도, so it is neither lost nor doubled.
 */
export const usePlaceOrder = (companyId: string, onPlaced: () => void) => {
  const [state, setState] = useState<PlaceState>(() =>
    pendingAttempt(companyId)
      ? { kind: 'retryable', message: '', isOffline: isDeviceOffline() }
      : { kind: 'idle' },
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const place = ({ order, expectedPayableAmount, snapshot }: PlaceInput) => {
    const body = { companyId, order, expectedPayableAmount, clientSnapshot: snapshot };
    return send(body, attemptKeyFor(companyId, body));
  };

  /** 다시 시도: the unanswered attempt as it was sent, same key, same body. */
  const resend = () => {
    const pending = pendingAttempt<PlaceOrderRequestInput>(companyId);
    if (!pending) {
      setState({ kind: 'idle' });
      return Promise.resolve();
    }
    return send(pending.body, pending.key);
  };

  const send = async (body: PlaceOrderRequestInput, key: string) => {
    setState({ kind: 'placing' });
    try {
      const result = await placeOrder(body, key);
      finishAttempt(companyId);
      onPlaced();
      void queryClient.invalidateQueries({
        queryKey: queryKeys.storefront.detail(companyId, { part: 'rewards' }),
      });
      const next = result.nextAction;
      if (next.type === 'redirect') {
        cartStore.clear(companyId);
        window.location.assign(next.url);
        return;
      }
      await navigate(storeOrderPath(companyId, result.id), { replace: true, state: { justPlaced: true } });
      cartStore.clear(companyId);
      // NicePay's window opens over the order page, which offers 다시 결제하기 if it is closed or cannot open.
      if (next.type === 'nicepay') await openPaymentWindow(navigate, companyId, result.id, next);
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        setState({ kind: 'retryable', message: problemMessage(error), isOffline: isDeviceOffline() });
        return;
      }
      finishAttempt(companyId);
      const changed = priceChangedDetailsSchema.safeParse(error.details);
      if (error.code === 'PRICE_CHANGED' && changed.success) {
        setState({ kind: 'priceChanged', quote: changed.data.quote });
        return;
      }
      const refused = orderRefusedDetailsSchema.safeParse(error.details);
      setState({
        kind: 'refused',
        refusals: refused.success ? refused.data.refusals : [],
        message: problemMessage(error),
      });
    }
  };

  return { state, place, resend, reset: () => setState({ kind: 'idle' }) };
};
