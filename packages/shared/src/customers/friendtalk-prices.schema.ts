import { z } from 'zod';

/**
 * `GET /api/store/companies/:companyId/me/friendtalk-prices`, for the shop's 친구톡 receivers only (issue 15): the
 * Friendtalk price of each listed product that has one, by product id. Everyone else's product documents have no
 * Friendtalk price (catalogue/public-product.ts); the storefront adds these to the receiver's menu.
 */
export const friendtalkPricesSchema = z.object({ prices: z.record(z.string(), z.number().int()) });
export type FriendtalkPrices = z.infer<typeof friendtalkPricesSchema>;
