import { z } from 'zod';

const won = z.number().int().min(0).max(10_000_000);

/** Delivery fee configuration (domain §3.4). */
export const deliveryConfigSchema = z.object({
  type: z.enum(['none', 'quick', 'parcel']).default('none'),
  baseDistance: z.number().int().min(0).max(100_000).default(1000),
  baseFee: won.default(3000),
  additionalDistance: z.number().int().min(1).max(100_000).default(500),
  additionalFee: won.default(500),
  bundleUnit: z.number().int().min(1).max(1000).default(1),
  minimumOrderAmount: won.default(0),
  /** 0 = never free. */
  freeDeliveryThreshold: won.default(0),
  /** 0 = unlimited. */
  maxDistance: z.number().int().min(0).max(200_000).default(0),
});
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;
