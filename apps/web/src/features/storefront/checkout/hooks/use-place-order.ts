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
import { isApiError } from '../../../../lib/api-result';
import { queryKeys } from '../../../../lib/query-keys';
import { useNavigate } from '../../../../lib/router';
import { cartStore } from '../../cart/utils/cart-store';
import { placeOrder } from '../api/place-order';
import { attemptKeyFor, finishAttempt } from '../utils/attempt-key';

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
      if (result.nextAction.type === 'redirect') {
        cartStore.clear(companyId);
        window.location.assign(result.nextAction.url);
        return;
      }
      await navigate(storeOrderPath(companyId, result.id), { replace: true, state: { justPlaced: true } });
      cartStore.clear(companyId);
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
