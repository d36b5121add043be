import {
  addSeoulDays,
  getSeoulParts,
  orderDraftSchema,
  type PublicCompany,
  type QuoteCatalogue,
  quoteOrder,
  seoulDateKey,
  seoulInstant,
  seoulMonthKey,
} from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authUsers,
  customerActivities,
  customers,
  issuedCoupons,
  orderCounters,
  orders,
  orderTransitions,
  rewardLogs,
} from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { loadQuoteCatalogue } from '../../modules/catalogue';
import { buildSeedOrder } from '../orders/seed-order-row';

/** The demo customer (README): sign in on a storefront with 010-0000-0005 and code 123456. */
export const DEMO_CUSTOMER = { uid: 'uid_customer_demo', phone: '+821000000005' };

/** Past orders of the demo customer at 샘플카페: days back, items (product keys 001 아메리카노, 008 카페라떼 …). */
const PAST_ORDERS = [
  { daysBack: 12, minute: 8 * 60 + 40, items: [['001', 2]] },
  {
    daysBack: 7,
    minute: 12 * 60 + 15,
    items: [
      ['008', 1],
      ['001', 1],
    ],
  },
  { daysBack: 3, minute: 9 * 60 + 5, items: [['001', 1]] },
  {
    daysBack: 1,
    minute: 15 * 60 + 30,
    items: [
      ['009', 1],
      ['008', 1],
    ],
  },
] as const;

/**
 * The demo customer with a little history at the owned sample cafe (issue 11 README demo): four completed orders,
 * the stamps they earned (1 per drink), and a welcome coupon. Idempotent: nothing happens once the customer exists.
 */
export const seedDemoCustomer = async (db: Db, cipher: FieldCipher, company: PublicCompany, now: Date) => {
  const [exists] = await db
    .select({ uid: customers.uid })
    .from(customers)
    .where(eq(customers.uid, DEMO_CUSTOMER.uid));
  if (exists) return;
  const securedPhone = cipher.encrypt(DEMO_CUSTOMER.phone);
  const phoneSuffix = DEMO_CUSTOMER.phone.slice(-4);
  await db
    .insert(authUsers)
    .values({ uid: DEMO_CUSTOMER.uid, securedPhone, phoneHash: cipher.lookupHash(DEMO_CUSTOMER.phone) })
    .onConflictDoNothing();
  const productIds = PAST_ORDERS.flatMap((order) => order.items.map(([key]) => `p_${company.id}_${key}`));
  const catalogue: QuoteCatalogue = await loadQuoteCatalogue(db, company.id, productIds);
  const shop = {
    ...company,
    isOpen: true,
    businessHours: { ...company.businessHours, isOpen24Hours: true, isOpenYearRound: true, closureDates: [] },
  };
  const today = getSeoulParts(now);

  const built = PAST_ORDERS.map((past, index) => {
    const placedAt = seoulInstant(addSeoulDays(today, -past.daysBack), past.minute);
    const draft = orderDraftSchema.parse({
      orderType: 'takeout',
      paymentMethod: 'onsite',
      items: past.items.map(([key, quantity]) => ({
        productId: `p_${company.id}_${key}`,
        quantity,
        selection: {},
      })),
    });
    const { quote } = quoteOrder({ company: shop, catalogue, order: draft, customer: null, now: placedAt });
    return buildSeedOrder({
      companyId: company.id,
      uid: DEMO_CUSTOMER.uid,
      securedPhone,
      phoneSuffix,
      orderNumber: 1,
      orderType: 'takeout',
      quote,
      placedAt,
      prepMinutes: 10,
      cancelReason: null,
      random: `demo${index}`,
    });
  });
  let stamps = 0;
  let paid = 0;
  const logs = built.map(({ row }, index) => {
    stamps += row.rewardStampGranted ?? 0;
    paid += row.payableAmount ?? 0;
    const at = row.rewardsGrantedAt ?? now;
    return {
      id: `stl_demo_${index}`,
      companyId: company.id,
      uid: DEMO_CUSTOMER.uid,
      orderId: row.id,
      rewardType: 'stampSave',
      source: 'order',
      stamp: row.rewardStampGranted ?? 0,
      stampRemaining: stamps,
      pointRemaining: 0,
      memo: '주문 완료 적립',
      dateCreated: at,
      dateKey: seoulDateKey(at),
      monthKey: seoulMonthKey(at),
    };
  });

  await db.transaction(async (tx) => {
    await tx.insert(customers).values({
      uid: DEMO_CUSTOMER.uid,
      securedPhone,
      phoneSuffix,
      searchField: [phoneSuffix],
      roles: ['fake'],
    });
    for (const { row, transitions } of built) {
      // A day of the sample cafe's own history may already have numbers: take the next one.
      const [counter] = await tx
        .insert(orderCounters)
        .values({ companyId: company.id, dateKey: row.dateKey, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [orderCounters.companyId, orderCounters.dateKey],
          set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: orderCounters.lastNumber });
      await tx.insert(orders).values({ ...row, orderNumber: counter?.lastNumber ?? 1 });
      await tx.insert(orderTransitions).values(transitions);
    }
    await tx.insert(rewardLogs).values(logs);
    await tx.insert(customerActivities).values({
      companyId: company.id,
      uid: DEMO_CUSTOMER.uid,
      stampCount: built.length,
      stampLast: built.at(-1)?.row.rewardStampGranted ?? 0,
      stampRemaining: stamps,
      stampTotal: stamps,
      orderTotalCount: built.length,
      orderTotalPrice: paid,
      dateRecentOrder: built.at(-1)?.row.dateCreated ?? now,
    });
    await tx.insert(issuedCoupons).values({
      id: 'iss_demo_welcome',
      companyId: company.id,
      uid: DEMO_CUSTOMER.uid,
      couponDefinitionId: '',
      couponName: '첫 방문 감사 1,000원 할인',
      eventName: '샘플카페 웰컴 쿠폰',
      type: 'fixedAmountDiscount',
      discountAmount: 1000,
      dateIssued: now,
      dateIssuedKey: seoulDateKey(now),
      dateExpiration: new Date(now.getTime() + 60 * 24 * 60 * 60 * 1000),
    });
  });
};
