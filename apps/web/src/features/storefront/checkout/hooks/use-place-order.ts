import {
  type OrderDraft,
  type OrderQuote,
  type OrderRefusal,
  orderRefusedDetailsSchema,
  priceChangedDetailsSchema,
  storeOrderPath,
} from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-result';
import { queryKeys } from '../../../../lib/query-keys';
import { cartStore } from '../../cart/utils/cart-store';
import { placeOrder } from '../api/place-order';
import { attemptKeyFor, finishAttempt } from '../utils/attempt-key';
import { openPaymentWindow } from '../utils/launch-payment';

export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /** No answer (offline, timeout) or a server hiccup: retrying sends the same Idempotency-Key. */
  | { kind: 'retryable'; message: string }
  | { kind: 'priceChanged'; quote: OrderQuote }
  | { kind: 'refused'; refusals: OrderRefusal[]; message: string };

type PlaceInput = {
  order: OrderDraft;
  expectedPayableAmount: number;
  snapshot: { pointRemaining: number; stampRemaining: number };
};

/**
 * Placing the order: one Idempotency-Key per attempt (attempt-key.ts), the cart cleared only once the server has
 * the order, an online payment sent to the provider's page, and every refusal kept for the page to show — a 409
 * PRICE_CHANGED with the server's new breakdown for "가격이 바뀌었습니다".
 */
export const usePlaceOrder = (companyId: string, onPlaced: () => void) => {
  const [state, setState] = useState<PlaceState>({ kind: 'idle' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const place = async ({ order, expectedPayableAmount, snapshot }: PlaceInput) => {
    const body = { companyId, order, expectedPayableAmount, clientSnapshot: snapshot };
    const key = attemptKeyFor(companyId, body);
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
        setState({ kind: 'retryable', message: error instanceof Error ? error.message : String(error) });
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
        message: error.message,
      });
    }
  };

  return { state, place, reset: () => setState({ kind: 'idle' }) };
};
