import { seoulDateKey } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../src/db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../src/seed/demo-seed';
import type { TestAppWithOwner } from '../build-app';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;

/** An order as the statistics tests describe it: when, how much, and only the fields a test cares about. */
export type Generated = {
  at: string;
  amount: number;
  orderType?: string;
  paymentMethod?: string;
  channel?: string;
  orderStatus?: string;
  processStatus?: string;
  cancelReason?: string;
  stamps?: number;
  coupons?: number;
  lines?: {
    name: string;
    quantity: number;
    unitPrice: number;
    options?: { name: string; value: string; price: number }[];
  }[];
};

let sequence = 0;
/** The stored row of a described order of the sample cafe (a finished card takeout unless told otherwise). */
const rowOf = (order: Generated): typeof orders.$inferInsert => {
  sequence += 1;
  const at = new Date(order.at);
  const dateKey = seoulDateKey(at);
  return {
    companyId: COMPANY,
    id: `stat_${sequence}`,
    orderNumber: 1000 + sequence,
    dateKey,
    monthKey: Math.floor(dateKey / 100),
    uid: 'uid_customer',
    orderChannel: order.channel ?? 'web',
    orderType: order.orderType ?? 'takeout',
    paymentMethod: order.paymentMethod ?? 'card',
    orderStatus: order.orderStatus ?? 'completed',
    processStatus: order.processStatus ?? 'completed',
    payableAmount: order.amount,
    finalAmount: order.amount,
    couponDiscountTotal: (order.coupons ?? 0) * 1000,
    lines: (order.lines ?? []).map((line, lineIndex) => ({
      lineIndex,
      productId: line.name,
      productName: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.unitPrice * line.quantity,
      options: (line.options ?? []).map((option) => ({
        optionId: option.name,
        optionName: option.name,
        selectedValue: option.value,
        price: option.price,
      })),
    })) as never,
    coupons: Array.from({ length: order.coupons ?? 0 }, () => ({})) as never,
    cancelReason: order.cancelReason ?? null,
    rewardStampGranted: order.stamps ?? 0,
    statusTimes: { orderStatusAt: {}, processStatusAt: {} },
    dateCreated: at,
  };
};

/**
 * The statistics tests' access to the sample cafe: `insert` replaces its orders (and the kept rollups) with the
 * described ones, `get` reads one of its admin routes as the owner.
 */
export const statisticsOf = (t: TestAppWithOwner) => {
  /**
   * Each test starts from no orders (the seed places a few for the demo board), then adds its own. Written straight
   * into the table, past the day versions placement and status changes keep, so the kept rollups go too.
   */
  const insert = async (list: Generated[]) => {
    await t.database.db.execute(sql`delete from orders where company_id = ${COMPANY}`);
    await t.database.db.execute(sql`delete from order_day_stats where company_id = ${COMPANY}`);
    if (list.length > 0) await t.database.db.insert(orders).values(list.map(rowOf));
  };
  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${COMPANY}${url}`,
      headers: t.owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { insert, get };
};
