import {
  addSeoulDays,
  CANCEL_REASONS,
  type CancelReason,
  enabledPaymentMethods,
  getSeoulParts,
  ORDER_TYPE_SUPPORT_KEYS,
  ORDER_TYPES,
  type OrderType,
  orderDraftSchema,
  type PublicCompany,
  type QuoteCatalogue,
  quoteOrder,
  seoulDateKey,
  seoulInstant,
} from '@jumun/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCounters, orders, orderTransitions, products } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { loadQuoteCatalogue } from '../../modules/catalogue';
import { insertJsonRows } from './bulk-insert';
import { buildSeedOrder } from './seed-order-row';

/** Orders per day on a weekday and a weekend day, per demo company (a busy cafe, a smaller HQ shop, a farm mall). */
export const HISTORY_VOLUME: Record<string, { weekday: number; weekend: number; regulars: number }> = {
  demoCompanyCafe: { weekday: 20, weekend: 30, regulars: 80 },
  demoHQ: { weekday: 10, weekend: 14, regulars: 40 },
  demoMall: { weekday: 5, weekend: 8, regulars: 30 },
};
export const HISTORY_DAYS = 90;

/** A small deterministic generator: the same demo history on every machine. */
const mulberry32 = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const hashOf = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7);

/** For pricing a past order: the shop as configured, open at that moment (the history is made of opening hours). */
const pricingCompany = (company: PublicCompany) => ({
  ...company,
  isOpen: true,
  businessHours: {
    ...company.businessHours,
    isOpen24Hours: true,
    isOpenYearRound: true,
    closureDates: [],
    pauseOrdersUntil: null,
  },
});

/**
 * Seeds the last HISTORY_DAYS days of finished orders for a demo company (issue 11; architecture brief §4), priced by
 * the shared quote from its real catalogue, with timelines, daily numbers and counters. Skipped when the company has
 * orders already. Rows are built in memory and written in a few multi-row INSERTs, so start-up stays quick.
 */
export const seedOrderHistory = async (
  db: Db,
  cipher: FieldCipher,
  company: PublicCompany,
  now: Date,
): Promise<number> => {
  const volume = HISTORY_VOLUME[company.id];
  if (!volume) return 0;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, company.id))
    .limit(1);
  if (existing) return 0;

  const productRows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.companyId} = ${company.id} and not ${products.isDeleted} and ${products.isVisible} and not ${products.isSoldOut}`,
    );
  const catalogue: QuoteCatalogue = await loadQuoteCatalogue(
    db,
    company.id,
    productRows.map((row) => row.id),
  );
  if (catalogue.products.length === 0) return 0;
  const random = mulberry32(hashOf(company.id));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const types = ORDER_TYPES.filter(
    (type) => company.orderSupport[ORDER_TYPE_SUPPORT_KEYS[type]] && type !== 'delivery',
  );
  const methods = enabledPaymentMethods(company.paymentSettings).filter(
    (m) => m === 'onsite' || m === 'card' || m === 'bank',
  );
  const regulars = Array.from({ length: volume.regulars }, (_, n) => {
    const phone = `+8210${String(20_000_000 + Math.floor(random() * 79_999_999)).padStart(8, '0')}`;
    return {
      uid: `u_seed_${company.id}_${n}`,
      securedPhone: cipher.encrypt(phone),
      phoneSuffix: phone.slice(-4),
    };
  });
  const shop = pricingCompany(company);
  const today = getSeoulParts(now);

  const rows: ReturnType<typeof buildSeedOrder>['row'][] = [];
  const transitions: ReturnType<typeof buildSeedOrder>['transitions'] = [];
  const counters: { companyId: string; dateKey: number; lastNumber: number }[] = [];
  for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const day = addSeoulDays(today, -back);
    const weekend = [0, 6].includes(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay());
    const planned = Math.round((weekend ? volume.weekend : volume.weekday) * (0.8 + random() * 0.4));
    const minutes = Array.from({ length: planned }, () => 9 * 60 + Math.floor(random() * 12 * 60)).sort(
      (a, b) => a - b,
    );
    let orderNumber = 0;
    for (const minute of minutes) {
      const placedAt = seoulInstant(day, minute);
      if (placedAt.getTime() > now.getTime() - 30 * 60_000) break;
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        productId: pick(catalogue.products).id,
        quantity: 1 + Math.floor(random() * 2),
        selection: {},
      }));
      const orderType: OrderType = pick(types.length > 0 ? types : ['takeout']);
      const draft = orderDraftSchema.parse({
        orderType,
        items,
        paymentMethod: pick(methods.length > 0 ? methods : ['onsite']),
        deliveryAddress:
          orderType === 'parcel'
            ? { address_name: '서울 강서구 화곡동 1000', detailAddress: '101동 1203호' }
            : null,
      });
      const { quote } = quoteOrder({ company: shop, catalogue, order: draft, customer: null, now: placedAt });
      if (quote.lines.length === 0) continue;
      orderNumber += 1;
      const customer = pick(regulars);
      const isCancelled = random() < 0.05;
      const built = buildSeedOrder({
        companyId: company.id,
        ...customer,
        orderNumber,
        orderType,
        quote,
        placedAt,
        prepMinutes: 5 * (1 + Math.floor(random() * 4)),
        cancelReason: isCancelled
          ? (pick(CANCEL_REASONS.filter((r) => r !== 'paymentFailed')) as CancelReason)
          : null,
        random: `seed${Math.floor(random() * 36 ** 6).toString(36)}`,
      });
      rows.push(built.row);
      transitions.push(...built.transitions);
    }
    if (orderNumber > 0)
      counters.push({
        companyId: company.id,
        dateKey: seoulDateKey(seoulInstant(day, 0)),
        lastNumber: orderNumber,
      });
  }

  await db.transaction(async (tx) => {
    await insertJsonRows(tx, orders, rows);
    await insertJsonRows(tx, orderTransitions, transitions);
    if (counters.length > 0) {
      await tx
        .insert(orderCounters)
        .values(counters)
        .onConflictDoUpdate({
          target: [orderCounters.companyId, orderCounters.dateKey],
          // A day that already had orders changes: its statistics rollup must be recomputed (decision 021).
          set: {
            lastNumber: sql`greatest(${orderCounters.lastNumber}, excluded.last_number)`,
            changes: sql`${orderCounters.changes} + 1`,
          },
        });
    }
  });
  return rows.length;
};
