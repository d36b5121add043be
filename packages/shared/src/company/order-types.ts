/**
 * How a customer receives an order: 포장, 매장, 배달, 택배 (domain §3.1 orderSupport, §5.1). The original system
 * spelled dine-in `dinein` and had no parcel order type; we keep one camel-cased list for all four.
 */
export const ORDER_TYPES = ['takeout', 'dineIn', 'delivery', 'parcel'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  takeout: '포장',
  dineIn: '매장',
  delivery: '배달',
  parcel: '택배',
};

/** The company.orderSupport flag that accepts each order type. */
export const ORDER_TYPE_SUPPORT_KEYS = {
  takeout: 'supportTakeout',
  dineIn: 'supportDineIn',
  delivery: 'supportDelivery',
  parcel: 'supportParcel',
} as const satisfies Record<OrderType, string>;
