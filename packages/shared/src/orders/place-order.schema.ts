import { z } from 'zod';
import { ID_PATTERN } from '../api/ids.schema';
import { MAX_OPTION_QUANTITY } from '../catalogue/option-rules';
import { geoPointSchema } from '../company/business-info.schema';
import { ORDER_TYPES } from '../company/order-types';
import { withParticle } from '../text/korean-particle';
import { PAYMENT_METHODS } from './payment-methods';

/** Limits of one order (issue 11 "Bad input"): a cart is a handful of lines, not a bulk import. */
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
export const MAX_COUPONS_PER_ORDER = 10;
/** Amounts in 원 stay far below Number.MAX_SAFE_INTEGER even when multiplied by quantities. */
export const MAX_ORDER_AMOUNT = 1_000_000_000;

const idSchema = (field: string) =>
  z
    .string(`${withParticle(field, '이/가')} 필요합니다`)
    .trim()
    .min(1, `${withParticle(field, '이/가')} 필요합니다`)
    .max(64, `${withParticle(field, '이/가')} 너무 깁니다`)
    .regex(ID_PATTERN, `${field} 형식이 올바르지 않습니다`);

/** A whole-won amount; the messages take the particle the field's name does (결제 예정 금액은, 사용 포인트는). */
export const wholeWonSchema = (field: string) =>
  z
    .number(`${withParticle(field, '은/는')} 숫자여야 합니다`)
    .int(`${withParticle(field, '은/는')} 원 단위 정수여야 합니다`)
    .min(0, `${withParticle(field, '은/는')} 0원 이상이어야 합니다`)
    .max(MAX_ORDER_AMOUNT, `${withParticle(field, '이/가')} 너무 큽니다`);

/**
 * The customer's option choice for one line: per option id, the chosen item names (select / check) or the count of
 * a quantity option. The same shape as `OptionSelection`, which `validateOptionSelection` checks against the rules.
 */
export const optionSelectionInputSchema = z
  .record(
    idSchema('옵션 id'),
    z.union(
      [
        z.array(z.string().max(50, '옵션 항목 이름이 너무 깁니다')).max(50, '옵션 항목이 너무 많습니다'),
        z
          .number()
          .int('옵션 수량은 정수여야 합니다')
          .min(0, '옵션 수량은 0 이상이어야 합니다')
          .max(MAX_OPTION_QUANTITY, `옵션 수량은 ${MAX_OPTION_QUANTITY}개까지 고를 수 있습니다`),
      ],
      { error: '옵션 선택은 항목 목록이나 수량이어야 합니다' },
    ),
  )
  .refine((selection) => Object.keys(selection).length <= 50, '옵션이 너무 많습니다')
  .default({});

export const orderItemInputSchema = z.object({
  productId: idSchema('상품 id'),
  quantity: z
    .number('수량은 숫자여야 합니다')
    .int('수량은 정수여야 합니다')
    .min(1, '수량은 1개 이상이어야 합니다')
    .max(MAX_LINE_QUANTITY, `수량은 ${MAX_LINE_QUANTITY}개까지 주문할 수 있습니다`),
  selection: optionSelectionInputSchema,
});
export type OrderItemInput = z.input<typeof orderItemInputSchema>;
export type OrderItemDraft = z.output<typeof orderItemInputSchema>;

/**
 * Where a delivery or parcel goes (domain §6.3 DeliveryAddress). The detail address, recipient and phone are plain
 * text on the wire and encrypted at rest. geoPoint comes from the address search (or typed in): the delivery fee is
 * the distance from the shop.
 */
export const deliveryAddressInputSchema = z.object({
  label: z.string().trim().max(20, '주소 이름은 20자까지 입력할 수 있습니다').default(''),
  address_name: z.string().trim().min(1, '주소를 입력하세요').max(200, '주소가 너무 깁니다'),
  road_address_name: z.string().trim().max(200, '도로명 주소가 너무 깁니다').default(''),
  building_name: z.string().trim().max(100, '건물 이름이 너무 깁니다').default(''),
  postCode: z.string().trim().max(10, '우편번호가 너무 깁니다').default(''),
  detailAddress: z.string().trim().max(200, '상세 주소가 너무 깁니다').default(''),
  recipientName: z.string().trim().max(50, '받는 분 이름이 너무 깁니다').default(''),
  recipientPhone: z
    .string()
    .trim()
    .max(20, '받는 분 연락처가 너무 깁니다')
    .regex(/^[0-9+\- ]*$/, '받는 분 연락처는 숫자로 입력하세요')
    .default(''),
  geoPoint: geoPointSchema.nullable().default(null),
  requestShop: z.string().trim().max(200, '배달 요청사항은 200자까지 입력할 수 있습니다').default(''),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressInputSchema>;

/** What the customer ordered: the cart plus the checkout choices (domain §5.4 `order`). */
export const orderDraftSchema = z.object({
  orderType: z.enum(ORDER_TYPES, '주문 방식(포장, 매장, 배달, 택배)을 선택하세요'),
  items: z
    .array(orderItemInputSchema, '주문 상품 목록이 필요합니다')
    .min(1, '장바구니가 비어 있습니다')
    .max(MAX_ORDER_LINES, `한 번에 ${MAX_ORDER_LINES}개 품목까지 주문할 수 있습니다`),
  /** Issued coupon ids (`iss_…`) the customer chose. */
  couponIds: z
    .array(idSchema('쿠폰 id'))
    .max(MAX_COUPONS_PER_ORDER, `쿠폰은 한 번에 ${MAX_COUPONS_PER_ORDER}장까지 쓸 수 있습니다`)
    .refine((ids) => new Set(ids).size === ids.length, '같은 쿠폰을 두 번 쓸 수 없습니다')
    .default([]),
  /** Points to spend, 1 point = 1원. */
  usePoints: wholeWonSchema('사용 포인트').default(0),
  paymentMethod: z.enum(PAYMENT_METHODS, '결제 수단을 선택하세요'),
  customerMemo: z.string().trim().max(500, '요청사항은 500자까지 입력할 수 있습니다').default(''),
  deliveryAddress: deliveryAddressInputSchema.nullable().default(null),
});
export type OrderDraftInput = z.input<typeof orderDraftSchema>;
export type OrderDraft = z.output<typeof orderDraftSchema>;

/** The balances the customer saw at checkout; a mismatch means they changed meanwhile (domain §5.4 step 5). */
export const balanceSnapshotSchema = z.object({
  pointRemaining: z.number().int('포인트 잔액은 정수여야 합니다').min(0).max(MAX_ORDER_AMOUNT),
  stampRemaining: z.number().int('스탬프 잔액은 정수여야 합니다').min(0).max(1_000_000),
});
export type BalanceSnapshot = z.infer<typeof balanceSnapshotSchema>;

/**
 * `POST /api/order/place` (Idempotency-Key required). The server prices everything again from the live catalogue;
 * `expectedPayableAmount` is what the customer was shown — when the server's figure differs, nothing is placed and
 * the answer is 409 PRICE_CHANGED with the new breakdown.
 */
export const placeOrderRequestSchema = z.object({
  companyId: idSchema('회사 id'),
  order: orderDraftSchema,
  expectedPayableAmount: wholeWonSchema('결제 예정 금액'),
  clientSnapshot: balanceSnapshotSchema,
});
export type PlaceOrderRequestInput = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;
