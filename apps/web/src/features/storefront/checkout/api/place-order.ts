import type { PlaceOrderRequestInput, PlaceOrderResult } from '@jumun/shared';
import { customerApi } from '../../account/api/customer-api';

/** `POST /api/order/place` with the attempt's Idempotency-Key: the server prices, checks and places, or refuses. */
export const placeOrder = (body: PlaceOrderRequestInput, idempotencyKey: string) =>
  customerApi.post<PlaceOrderResult>('/api/order/place', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
