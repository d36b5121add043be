import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DeliveryConfig, deliveryConfigSchema } from './delivery-config.schema';
import { calculateDeliveryFee, calculateParcelFee, calculateQuickFee } from './delivery-fee';
import { ORDER_TYPES } from './order-types';

const quick = deliveryConfigSchema.parse({
  type: 'quick',
  baseDistance: 1500,
  baseFee: 3000,
  additionalDistance: 500,
  additionalFee: 500,
  minimumOrderAmount: 12_000,
  freeDeliveryThreshold: 30_000,
  maxDistance: 4000,
});
const parcel = deliveryConfigSchema.parse({ type: 'parcel', baseFee: 4000, bundleUnit: 2 });

describe('calculateDeliveryFee for quick delivery', () => {
  it('charges the base fee within the base distance and a step per started additional distance', () => {
    const fee = (distanceMeters: number) =>
      calculateDeliveryFee({ config: quick, orderType: 'delivery', orderAmount: 15_000, distanceMeters });
    expect(fee(1500)).toEqual({ fee: 3000, distanceMeters: 1500, isAllowed: true });
    expect(fee(1501).fee).toBe(3500);
    expect(fee(2000).fee).toBe(3500);
    expect(fee(2001).fee).toBe(4000);
  });

  it('computes the distance from the shop and address points', () => {
    const result = calculateDeliveryFee({
      config: quick,
      orderType: 'delivery',
      orderAmount: 15_000,
      shopLocation: { latitude: 37.5509, longitude: 126.9134 },
      destination: { latitude: 37.5509 + 2 / 111.195, longitude: 126.9134 },
    });
    expect(result).toEqual({ fee: 3500, distanceMeters: 2000, isAllowed: true });
  });

  it('refuses orders beyond the maximum distance or below the minimum amount', () => {
    expect(
      calculateDeliveryFee({
        config: quick,
        orderType: 'delivery',
        orderAmount: 15_000,
        distanceMeters: 4001,
      }),
    ).toEqual({
      fee: 6000,
      distanceMeters: 4001,
      isAllowed: false,
      reason: '배달 가능 거리 초과: 최대 4.0 km까지 배달해요',
    });
    expect(
      calculateDeliveryFee({
        config: quick,
        orderType: 'delivery',
        orderAmount: 11_900,
        distanceMeters: 800,
      }),
    ).toMatchObject({ isAllowed: false, reason: '최소 주문 금액 미달: 12,000원 이상 주문해 주세요' });
  });

  it('is free from the free-delivery threshold and free of charge without an address', () => {
    expect(
      calculateDeliveryFee({
        config: quick,
        orderType: 'delivery',
        orderAmount: 30_000,
        distanceMeters: 3000,
      }).fee,
    ).toBe(0);
    expect(calculateDeliveryFee({ config: quick, orderType: 'delivery', orderAmount: 15_000 })).toEqual({
      fee: 0,
      distanceMeters: null,
      isAllowed: true,
    });
  });

  it('charges nothing for takeout and dine-in, or when delivery is not configured', () => {
    for (const orderType of ['takeout', 'dineIn'] as const) {
      expect(
        calculateDeliveryFee({ config: quick, orderType, orderAmount: 1000, distanceMeters: 9000 }),
      ).toEqual({
        fee: 0,
        distanceMeters: null,
        isAllowed: true,
      });
    }
    const none = deliveryConfigSchema.parse({ type: 'none' });
    expect(calculateDeliveryFee({ config: none, orderType: 'delivery', orderAmount: 0 }).fee).toBe(0);
  });
});

describe('calculateDeliveryFee for parcels', () => {
  it('charges the base fee per started bundle unit', () => {
    const fee = (lines: { quantity: number; parcelBundleValue?: number }[]) =>
      calculateDeliveryFee({ config: parcel, orderType: 'parcel', orderAmount: 50_000, lines }).fee;
    expect(fee([{ quantity: 1 }])).toBe(4000);
    expect(fee([{ quantity: 2 }])).toBe(4000);
    expect(fee([{ quantity: 2 }, { quantity: 1, parcelBundleValue: 1 }])).toBe(8000);
    expect(fee([{ quantity: 3, parcelBundleValue: 2 / 3 }])).toBe(4000);
    expect(fee([])).toBe(0);
  });
});

const configArb: fc.Arbitrary<DeliveryConfig> = fc.record({
  type: fc.constantFrom('quick', 'parcel'),
  baseDistance: fc.integer({ min: 0, max: 10_000 }),
  baseFee: fc.integer({ min: 0, max: 10_000 }),
  additionalDistance: fc.integer({ min: 1, max: 5000 }),
  additionalFee: fc.integer({ min: 0, max: 5000 }),
  bundleUnit: fc.integer({ min: 1, max: 10 }),
  minimumOrderAmount: fc.integer({ min: 0, max: 50_000 }),
  freeDeliveryThreshold: fc.integer({ min: 0, max: 100_000 }),
  maxDistance: fc.integer({ min: 0, max: 20_000 }),
});
const linesArb = fc.array(
  fc.record({ quantity: fc.integer({ min: 1, max: 20 }), parcelBundleValue: fc.constantFrom(0.5, 1, 2, 3) }),
  { maxLength: 8 },
);

describe('delivery fee properties', () => {
  it('quick fees never fall as the distance grows and never undercut the base fee', () => {
    fc.assert(
      fc.property(configArb, fc.nat(30_000), fc.nat(30_000), (config, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(calculateQuickFee(config, near)).toBeLessThanOrEqual(calculateQuickFee(config, far));
        expect(calculateQuickFee(config, near)).toBeGreaterThanOrEqual(config.baseFee);
      }),
    );
  });

  it('parcel fees are whole base fees and a combined cart never pays more than separate ones', () => {
    fc.assert(
      fc.property(configArb, linesArb, linesArb, (config, a, b) => {
        const together = calculateParcelFee(config, [...a, ...b]);
        expect(together % Math.max(config.baseFee, 1)).toBe(0);
        expect(together).toBeLessThanOrEqual(calculateParcelFee(config, a) + calculateParcelFee(config, b));
      }),
    );
  });

  it('fees are non-negative, free above the threshold, and refusals always explain why', () => {
    fc.assert(
      fc.property(
        configArb,
        fc.constantFrom(...ORDER_TYPES),
        fc.nat(200_000),
        fc.nat(30_000),
        linesArb,
        (config, orderType, orderAmount, distanceMeters, lines) => {
          const result = calculateDeliveryFee({ config, orderType, orderAmount, distanceMeters, lines });
          expect(result.fee).toBeGreaterThanOrEqual(0);
          if (config.freeDeliveryThreshold > 0 && orderAmount >= config.freeDeliveryThreshold) {
            expect(result.fee).toBe(0);
          }
          expect(result.isAllowed).toBe(result.reason === undefined);
        },
      ),
    );
  });
});
