import type { GeoPoint } from './business-info.schema';

/** Mean Earth radius the original fee calculator used (domain §3.4). */
export const EARTH_RADIUS_METERS = 6_371_000;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (straight-line) distance in metres. */
export const haversineDistanceMeters = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** "1.3 km" from 1000 m up, otherwise "850 m" (domain §3.4). */
export const formatDistance = (meters: number): string => {
  const rounded = Math.round(meters);
  return rounded >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${rounded} m`;
};
