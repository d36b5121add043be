/**
 * Why an order cannot be placed (issue 11). `quoteOrder` returns these; `POST /api/order/place` answers with them in
 * `details.refusals`. Each code has its HTTP class and a default Korean message; the quote usually says more (which
 * product, how much is missing, when the shop opens).
 *
 * - status 400 (ORDER_INVALID): the request itself is wrong whatever the shop's state — unknown ids, broken option
 *   rules, a missing address. A well-behaved client never sends these.
 * - status 409 (ORDER_REFUSED): the shop's current state refuses it — closed, sold out, below the minimum, a coupon
 *   no longer usable, balances changed. The customer can change the cart or try later.
 */
export const ORDER_REFUSALS = {
  /** The live switch is off, or outside business hours, or a closure date. */
  shopClosed: { status: 409, message: '지금은 주문을 받지 않는 시간입니다.' },
  /** 임시 마감: the owner paused orders until a time. */
  shopPaused: { status: 409, message: '가게가 잠시 주문을 멈췄습니다.' },
  /** company.orderSupport does not accept this order type. */
  orderTypeNotAccepted: { status: 409, message: '이 가게는 선택한 주문 방식을 받지 않습니다.' },
  /** No live product with this id in the company. */
  productNotFound: { status: 400, message: '없는 상품입니다.' },
  /** Not visible to customers, or private. */
  productHidden: { status: 409, message: '판매하지 않는 상품입니다.' },
  /** Sold-out switch on, or stock 0. */
  productSoldOut: { status: 409, message: '품절된 상품입니다.' },
  /** Outside its daypart, or its categories are hidden / not offered for this order type right now. */
  productUnavailableNow: { status: 409, message: '지금은 주문할 수 없는 상품입니다.' },
  /** More units ordered than stockQuantity. */
  outOfStock: { status: 409, message: '재고가 부족합니다.' },
  /** The option choice breaks the rules (validateOptionSelection) or names an option the product does not have. */
  optionInvalid: { status: 400, message: '옵션 선택이 올바르지 않습니다.' },
  /** Delivery and parcel orders need an address; quick delivery also its coordinates. */
  deliveryAddressRequired: { status: 400, message: '배송받을 주소를 입력하세요.' },
  /** Quick delivery but the shop has no location set, so no distance (and no fee) can be computed. */
  deliveryUnavailable: { status: 409, message: '가게 위치가 설정되지 않아 배달 주문을 받을 수 없습니다.' },
  /** Cart total below deliveryConfig.minimumOrderAmount. */
  belowMinimumOrder: { status: 409, message: '최소 주문 금액 미달입니다.' },
  /** Farther than deliveryConfig.maxDistance. */
  outOfDeliveryRange: { status: 409, message: '배달 가능 거리를 벗어났습니다.' },
  /** Coupons or points without a signed-in customer. */
  signInRequired: { status: 400, message: '쿠폰과 포인트는 로그인 후 사용할 수 있습니다.' },
  /** Not one of the customer's coupons. */
  couponNotFound: { status: 400, message: '보유하지 않은 쿠폰입니다.' },
  /** Used, expired, cancelled, not for this shop, store-only, or nothing in the cart it applies to. */
  couponNotUsable: { status: 409, message: '사용할 수 없는 쿠폰입니다.' },
  /** Two percent coupons at once (domain §7.4: at most one). */
  couponPercentLimit: { status: 400, message: '할인율 쿠폰은 한 장만 사용할 수 있습니다.' },
  /** Earlier coupons already bring the cart to 0. */
  couponExceedsTotal: { status: 409, message: '할인할 금액이 남아 있지 않아 쿠폰을 더 쓸 수 없습니다.' },
  /** usePoints above the balance. */
  pointsOverBalance: { status: 409, message: '보유 포인트보다 많이 사용할 수 없습니다.' },
  /** usePoints above what is left to pay after coupons. */
  pointsOverPayable: { status: 400, message: '결제할 금액보다 많은 포인트를 사용할 수 없습니다.' },
  /** The shop has not switched this payment method on (or zeropay chosen while something is left to pay). */
  paymentMethodNotAccepted: { status: 409, message: '이 가게에서 사용할 수 없는 결제 수단입니다.' },
  /** The balances the customer saw at checkout changed meanwhile (another order, a stamp save). */
  staleBalance: { status: 409, message: '포인트나 스탬프 잔액이 바뀌었습니다. 다시 확인해 주세요.' },
} as const satisfies Record<string, { status: 400 | 409; message: string }>;

export type OrderRefusalCode = keyof typeof ORDER_REFUSALS;
export const ORDER_REFUSAL_CODES = Object.keys(ORDER_REFUSALS) as [OrderRefusalCode, ...OrderRefusalCode[]];

/** 400 when any refusal says the request itself is wrong (fix that first), else 409. */
export const refusalHttpStatus = (codes: readonly OrderRefusalCode[]): 400 | 409 =>
  codes.some((code) => ORDER_REFUSALS[code].status === 400) ? 400 : 409;
