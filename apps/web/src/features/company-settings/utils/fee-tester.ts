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
  | { kind: 'needsInput'; message: string }
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
      if (!isNumber(input.distanceMeters)) return { kind: 'needsInput', message: '거리를 입력하세요.' };
      distanceMeters = input.distanceMeters;
    } else {
      const { latitude, longitude } = input.destination;
      if (!input.shopLocation)
        return {
          kind: 'needsInput',
          message: '가게 위치(위도 · 경도)가 없습니다. 사업자 · 위치 정보에서 입력하세요.',
        };
      if (!isNumber(latitude) || !isNumber(longitude))
        return { kind: 'needsInput', message: '받는 곳의 위도와 경도를 입력하세요.' };
      distanceMeters = haversineDistanceMeters(input.shopLocation, { latitude, longitude });
    }
  }

  const result = calculateDeliveryFee({ config, orderType, orderAmount, lines, distanceMeters });
  const isFreeDelivery =
    config.type !== 'none' && config.freeDeliveryThreshold > 0 && orderAmount >= config.freeDeliveryThreshold;
  return { kind: 'result', result, isFreeDelivery };
};
