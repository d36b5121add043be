import {
  calculateDeliveryFee,
  type DeliveryFeeResult,
  deliveryConfigSchema,
  type GeoPoint,
  haversineDistanceMeters,
} from '@jumun/shared';

export type FeeTestInput = {
  /** The page's config as typed (maybe unsaved, maybe half-typed). */
  config: unknown;
  mode: 'distance' | 'point';
  distanceMeters: number | '';
  destination: { latitude: number | ''; longitude: number | '' };
  shopLocation: GeoPoint | null;
  orderAmount: number | '';
  bundleCount: number | '';
};

export type FeeTestOutcome =
  | { kind: 'invalidConfig' }
  /** What to type first; the tester words it (`delivery.tester.needs.<missing>`). */
  | { kind: 'needsInput'; missing: 'distance' | 'shopLocation' | 'destination' }
  | { kind: 'result'; result: DeliveryFeeResult; isFreeDelivery: boolean };

const isNumber = (value: number | ''): value is number => typeof value === 'number' && Number.isFinite(value);

/** The fee tester of issue #6 §3: the shared fee function on the config being edited. */
export const testDeliveryFee = (input: FeeTestInput): FeeTestOutcome => {
  const parsed = deliveryConfigSchema.safeParse(input.config);
  if (!parsed.success) return { kind: 'invalidConfig' };
  const config = parsed.data;
  const orderAmount = isNumber(input.orderAmount) ? input.orderAmount : 0;
  const lines = [{ quantity: isNumber(input.bundleCount) ? input.bundleCount : 1 }];
  const orderType = config.type === 'parcel' ? 'parcel' : 'delivery';

  let distanceMeters: number | null = null;
  if (config.type === 'quick') {
    if (input.mode === 'distance') {
      if (!isNumber(input.distanceMeters)) return { kind: 'needsInput', missing: 'distance' };
      distanceMeters = input.distanceMeters;
    } else {
      const { latitude, longitude } = input.destination;
      if (!input.shopLocation) return { kind: 'needsInput', missing: 'shopLocation' };
      if (!isNumber(latitude) || !isNumber(longitude)) return { kind: 'needsInput', missing: 'destination' };
      distanceMeters = haversineDistanceMeters(input.shopLocation, { latitude, longitude });
    }
  }

  const result = calculateDeliveryFee({ config, orderType, orderAmount, lines, distanceMeters });
  const isFreeDelivery =
    config.type !== 'none' && config.freeDeliveryThreshold > 0 && orderAmount >= config.freeDeliveryThreshold;
  return { kind: 'result', result, isFreeDelivery };
};
