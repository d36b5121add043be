import { formatWon } from '../catalogue/format-won';
import type { GeoPoint } from './business-info.schema';
import type { DeliveryConfig } from './delivery-config.schema';
import { formatDistance, haversineDistanceMeters } from './geo-distance';
import type { OrderType } from './order-types';

export type DeliveryFeeLine = { quantity: number; parcelBundleValue?: number };

export type DeliveryFeeInput = {
  config: DeliveryConfig;
  orderType: OrderType;
  /** Cart total with options, before coupons and points: what the minimum and the free threshold compare with. */
  orderAmount: number;
  lines?: readonly DeliveryFeeLine[];
  /** A known straight-line distance (the fee tester); otherwise computed from the two points. */
  distanceMeters?: number | null;
  shopLocation?: GeoPoint | null;
  destination?: GeoPoint | null;
};

export type DeliveryFeeResult = {
  fee: number;
  distanceMeters: number | null;
  isAllowed: boolean;
  reason?: string;
};

export const DELIVERY_REFUSAL = {
  belowMinimum: '최소 주문 금액 미달',
  tooFar: '배달 가능 거리 초과',
} as const;

const FEE_ORDER_TYPES: readonly OrderType[] = ['delivery', 'parcel'];

/** Whole metres, as shown to the customer and charged. */
const resolveDistance = (input: DeliveryFeeInput): number | null => {
  if (typeof input.distanceMeters === 'number') return Math.round(input.distanceMeters);
  if (!input.shopLocation || !input.destination) return null;
  return Math.round(haversineDistanceMeters(input.shopLocation, input.destination));
};

/** Base fee within baseDistance, then additionalFee per started additionalDistance (domain §3.4). */
export const calculateQuickFee = (config: DeliveryConfig, distanceMeters: number): number => {
  if (distanceMeters <= config.baseDistance) return config.baseFee;
  const steps = Math.ceil((distanceMeters - config.baseDistance) / config.additionalDistance);
  return config.baseFee + steps * config.additionalFee;
};

/** baseFee per started bundleUnit of Σ parcelBundleValue × quantity (domain §3.4). */
export const calculateParcelFee = (config: DeliveryConfig, lines: readonly DeliveryFeeLine[]): number => {
  const totalBundle = lines.reduce((sum, line) => sum + (line.parcelBundleValue ?? 1) * line.quantity, 0);
  // Bundle values may be fractions (0.5 box); rounding first keeps 0.1 × 3 from becoming a second box.
  const boxes = Math.ceil(Math.round((totalBundle / config.bundleUnit) * 1e6) / 1e6);
  return Math.max(0, boxes) * config.baseFee;
};

/**
 * The delivery fee of an order and whether the shop accepts it. Only delivery and parcel orders pay a fee; the
 * config's type picks the formula. With no address yet the fee is 0 (domain §3.4); checkout requires the address.
 */
export const calculateDeliveryFee = (input: DeliveryFeeInput): DeliveryFeeResult => {
  const { config } = input;
  if (!FEE_ORDER_TYPES.includes(input.orderType) || config.type === 'none') {
    return { fee: 0, distanceMeters: null, isAllowed: true };
  }

  const distanceMeters = config.type === 'quick' ? resolveDistance(input) : null;
  let fee = 0;
  if (config.type === 'parcel') fee = calculateParcelFee(config, input.lines ?? []);
  else if (distanceMeters !== null) fee = calculateQuickFee(config, distanceMeters);
  if (config.freeDeliveryThreshold > 0 && input.orderAmount >= config.freeDeliveryThreshold) fee = 0;

  if (config.maxDistance > 0 && distanceMeters !== null && distanceMeters > config.maxDistance) {
    const reason = `${DELIVERY_REFUSAL.tooFar}: 최대 ${formatDistance(config.maxDistance)}까지 배달해요`;
    return { fee, distanceMeters, isAllowed: false, reason };
  }
  if (input.orderAmount < config.minimumOrderAmount) {
    const reason = `${DELIVERY_REFUSAL.belowMinimum}: ${formatWon(config.minimumOrderAmount)} 이상 주문해 주세요`;
    return { fee, distanceMeters, isAllowed: false, reason };
  }
  return { fee, distanceMeters, isAllowed: true };
};
