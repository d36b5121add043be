import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDistance, haversineDistanceMeters } from './geo-distance';

const pointArb = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('haversineDistanceMeters', () => {
  it('measures one degree of latitude as 2πR/360', () => {
    const meters = haversineDistanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(Math.round(meters)).toBe(111_195);
  });

  it('puts Seoul City Hall about 325 km from Busan City Hall', () => {
    const seoul = { latitude: 37.5663, longitude: 126.9779 };
    const busan = { latitude: 35.1798, longitude: 129.075 };
    expect(haversineDistanceMeters(seoul, busan) / 1000).toBeCloseTo(325, -1);
  });

  it('is symmetric, zero on the same point and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        expect(haversineDistanceMeters(a, a)).toBe(0);
        expect(haversineDistanceMeters(a, b)).toBeCloseTo(haversineDistanceMeters(b, a), 6);
        expect(haversineDistanceMeters(a, c)).toBeLessThanOrEqual(
          haversineDistanceMeters(a, b) + haversineDistanceMeters(b, c) + 1e-6,
        );
      }),
    );
  });
});

describe('formatDistance', () => {
  it('shows metres below 1 km and one decimal of km from 1 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(850.4)).toBe('850 m');
    expect(formatDistance(999.6)).toBe('1.0 km');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(1349)).toBe('1.3 km');
    expect(formatDistance(12_650)).toBe('12.7 km');
  });
});
