import { describe, expect, it } from 'vitest';
import { orderStatusChangeSchema } from './order-api.schema';
import { formatOrderId, ORDER_ID_PATTERN, orderIdDigits, parseSearchDate, seoulDateKey } from './order-ids';
import { placeOrderRequestSchema } from './place-order.schema';

const request = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  companyId: 'coJumunSample',
  order: { orderType: 'takeout', paymentMethod: 'onsite', items, ...extra },
  expectedPayableAmount: 4000,
  clientSnapshot: { pointRemaining: 0, stampRemaining: 0 },
});
const line = (fields: Record<string, unknown> = {}) => ({ productId: 'p_americano', quantity: 1, ...fields });

const messagesOf = (input: unknown) => {
  const result = placeOrderRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('placeOrderRequestSchema', () => {
  it('accepts a cart and fills the defaults', () => {
    const parsed = placeOrderRequestSchema.parse(request([line()]));
    expect(parsed.order).toMatchObject({
      couponIds: [],
      usePoints: 0,
      customerMemo: '',
      deliveryAddress: null,
    });
    expect(parsed.order.items[0]?.selection).toEqual({});
  });

  it('refuses bad quantities, prices and sizes with Korean messages naming the field', () => {
    expect(messagesOf(request([line({ quantity: 0 })]))).toEqual([
      'order.items.0.quantity: 수량은 1개 이상이어야 합니다',
    ]);
    expect(messagesOf(request([line({ quantity: 1000 })]))).toEqual([
      'order.items.0.quantity: 수량은 999개까지 주문할 수 있습니다',
    ]);
    expect(messagesOf(request([line({ quantity: 1.5 })]))).toEqual([
      'order.items.0.quantity: 수량은 정수여야 합니다',
    ]);
    expect(messagesOf(request(Array.from({ length: 200 }, () => line())))).toEqual([
      'order.items: 한 번에 100개 품목까지 주문할 수 있습니다',
    ]);
    expect(messagesOf(request([]))).toEqual(['order.items: 장바구니가 비어 있습니다']);
    expect(messagesOf({ ...request([line()]), expectedPayableAmount: 10.5 })).toEqual([
      'expectedPayableAmount: 결제 예정 금액은 원 단위 정수여야 합니다',
    ]);
    expect(messagesOf(request([line({ productId: "p'; drop" })]))[0]).toContain(
      '상품 id 형식이 올바르지 않습니다',
    );
    expect(messagesOf(request([line()], { usePoints: -1 }))[0]).toContain('사용 포인트는 0원 이상');
    expect(messagesOf(request([line({ selection: { opt_size: 'Large' } })]))[0]).toContain('옵션 선택은');
  });
});

describe('order ids and date keys', () => {
  it('formats ids and keys in Asia/Seoul', () => {
    const at = new Date('2026-03-04T15:30:00.123Z');
    const id = formatOrderId(at, 'a1B2');
    expect(id).toBe('ord_20260305003000123_a1B2');
    expect(ORDER_ID_PATTERN.test(id)).toBe(true);
    expect(orderIdDigits(id)).toBe('20260305003000123');
    expect(seoulDateKey(at)).toBe(20260305);
    expect(parseSearchDate('20260229')).toBeNull();
    expect(parseSearchDate('20280229')).toBe(20280229);
    expect(parseSearchDate('2026-03-04')).toBeNull();
  });

  it('needs a reason to cancel and a text for other', () => {
    expect(orderStatusChangeSchema.safeParse({ from: 'waitingConfirm', to: 'cancelled' }).success).toBe(
      false,
    );
    expect(
      orderStatusChangeSchema.safeParse({ from: 'waitingConfirm', to: 'cancelled', cancelReason: 'other' })
        .success,
    ).toBe(false);
    expect(
      orderStatusChangeSchema.parse({ from: 'waitingConfirm', to: 'ordered', prepMinutes: 15 }),
    ).toMatchObject({ prepMinutes: 15 });
  });
});
