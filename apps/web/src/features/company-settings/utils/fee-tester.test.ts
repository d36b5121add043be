import { deliveryConfigSchema } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { type FeeTestInput, testDeliveryFee } from './fee-tester';

const input = (overrides: Partial<FeeTestInput> = {}): FeeTestInput => ({
  config: deliveryConfigSchema.parse({ type: 'quick' }),
  mode: 'distance',
  distanceMeters: 1200,
  destination: { latitude: '', longitude: '' },
  shopLocation: { latitude: 37.5509, longitude: 126.9134 },
  orderAmount: 15000,
  bundleCount: 1,
  ...overrides,
});

describe('delivery fee tester', () => {
  it('charges the base fee plus started steps', () => {
    expect(testDeliveryFee(input())).toMatchObject({
      kind: 'result',
      result: { fee: 3500, isAllowed: true },
    });
  });

  it('reports free delivery above the threshold', () => {
    const config = deliveryConfigSchema.parse({ type: 'quick', freeDeliveryThreshold: 10000 });
    expect(testDeliveryFee(input({ config }))).toMatchObject({ result: { fee: 0 }, isFreeDelivery: true });
  });

  it('charges parcels per started bundle unit', () => {
    const config = deliveryConfigSchema.parse({ type: 'parcel', bundleUnit: 2, baseFee: 4000 });
    expect(testDeliveryFee(input({ config, bundleCount: 3 }))).toMatchObject({ result: { fee: 8000 } });
  });

  it('asks for what is missing instead of guessing', () => {
    expect(testDeliveryFee(input({ distanceMeters: '' }))).toEqual({
      kind: 'needsInput',
      missing: 'distance',
    });
    expect(testDeliveryFee(input({ mode: 'point', shopLocation: null }))).toEqual({
      kind: 'needsInput',
      missing: 'shopLocation',
    });
    expect(testDeliveryFee(input({ config: { type: 'quick', additionalDistance: 0 } }))).toEqual({
      kind: 'invalidConfig',
    });
  });
});
