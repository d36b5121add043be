import { z } from 'zod';
import { issuedCouponSchema } from './issued-coupon.schema';

/**
 * A customer's balance at one shop (CustomerCompanyActivity, domain §6.3): stamps and points with their counters.
 * `*Remaining` is the balance; `*Total` the lifetime earnings; `*Count` the number of earning events; `*Last` the
 * last amount earned.
 */
export const customerActivitySchema = z.object({
  companyId: z.string(),
  uid: z.string(),
  stampCount: z.number().int(),
  stampLast: z.number().int(),
  stampRemaining: z.number().int(),
  stampTotal: z.number().int(),
  pointCount: z.number().int(),
  pointLast: z.number().int(),
  pointRemaining: z.number().int(),
  pointTotal: z.number().int(),
  orderTotalCount: z.number().int(),
  orderTotalPrice: z.number().int(),
  dateRecentOrder: z.string().nullable(),
  /** Signed in through a login link with a valid friendtalkCode (issue 15): priceFriendtalk applies at this shop. */
  friendtalkReceiver: z.boolean().default(false),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

/** A customer with no history at the shop: every counter at zero. */
export const emptyCustomerActivity = (companyId: string, uid: string): CustomerActivity => ({
  companyId,
  uid,
  stampCount: 0,
  stampLast: 0,
  stampRemaining: 0,
  stampTotal: 0,
  pointCount: 0,
  pointLast: 0,
  pointRemaining: 0,
  pointTotal: 0,
  orderTotalCount: 0,
  orderTotalPrice: 0,
  dateRecentOrder: null,
  friendtalkReceiver: false,
});

/** What the stamp card needs: the next coupon and how many stamps are missing (the shop's card, domain §7.5). */
export const stampCardSchema = z.object({
  /** The largest stampsRequired among the shop's issuing definitions; 0 when the shop issues no stamp coupons. */
  cardSize: z.number().int(),
  goals: z.array(
    z.object({ couponDefinitionId: z.string(), couponName: z.string(), stampsRequired: z.number().int() }),
  ),
});
export type StampCard = z.infer<typeof stampCardSchema>;

/** `GET /api/store/companies/:companyId/me/rewards`: balance, stamp card and the coupons usable here. */
export const customerRewardsSchema = z.object({
  activity: customerActivitySchema,
  stampCard: stampCardSchema,
  coupons: z.array(issuedCouponSchema),
});
export type CustomerRewards = z.infer<typeof customerRewardsSchema>;

/** rewardType of a ledger row (domain §7.3 RewardLog). */
export const REWARD_LOG_TYPES = ['stampSave', 'stampUse', 'pointSave', 'pointUse', 'adjustment'] as const;
export type RewardLogType = (typeof REWARD_LOG_TYPES)[number];
export const REWARD_LOG_SOURCES = ['order', 'tablet', 'admin', 'system'] as const;
export type RewardLogSource = (typeof REWARD_LOG_SOURCES)[number];
