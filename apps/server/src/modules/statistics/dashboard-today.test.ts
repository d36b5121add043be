import type { DashboardToday } from '@jumun/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { statisticsOf } from '../../../test/factories/order-rows';
import { notificationOutbox } from '../../db/schema';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

const COMPANY = SAMPLE_OWNED_COMPANY_ID;
/** Wednesday 2026-11-25 15:00 in Seoul. */
const NOW = Date.parse('2026-11-25T06:00:00Z');

describe('the dashboard today', () => {
  const t = useTestApp({ now: () => NOW });
  const { insert, get } = statisticsOf(t);

  it("gives today's business against the same weekday last week, up to the same time", async () => {
    await insert([
      { at: '2026-11-25T01:00:00Z', amount: 12_000 },
      { at: '2026-11-25T02:00:00Z', amount: 8_000, processStatus: 'cooking' },
      // Waiting for acceptance since 14:40 Seoul: 20 minutes, past the default 5-minute escalation.
      {
        at: '2026-11-25T05:40:00Z',
        amount: 5_000,
        orderStatus: 'pending',
        processStatus: 'waitingConfirm',
        paymentMethod: 'onsite',
      },
      {
        at: '2026-11-25T05:58:00Z',
        amount: 5_000,
        orderStatus: 'pending',
        processStatus: 'waitingConfirm',
        paymentMethod: 'onsite',
      },
      { at: '2026-11-25T03:00:00Z', amount: 9_000, processStatus: 'cancelled', orderStatus: 'cancelled' },
      // Last Wednesday: one before 15:00, one after (not yet "so far" today).
      { at: '2026-11-18T02:00:00Z', amount: 10_000 },
      { at: '2026-11-18T08:00:00Z', amount: 30_000 },
    ]);
    const before = await get<DashboardToday>('/dashboard/today');
    const restocked = before.soldOut.length;
    const marked = (await t.database.db.execute(
      sql`update products set is_sold_out = true, sold_out_until = null
           where company_id = ${COMPANY} and id = (select min(id) from products
                 where company_id = ${COMPANY} and not is_deleted and not is_sold_out) returning id`,
    )) as unknown as { rows: { id: string }[] };
    // One option item sold out until turned back, another whose timed sold-out ended this morning (01:00Z).
    const option = (await t.database.db.execute(
      sql`update options set sold_out_items = jsonb_build_array(
              jsonb_build_object('item', option_items[1], 'until', null),
              jsonb_build_object('item', option_items[2], 'until', '2026-11-25T01:00:00.000Z'))
           where company_id = ${COMPANY} and id = (select min(id) from options
                 where company_id = ${COMPANY} and not is_deleted and cardinality(option_items) >= 2)
           returning id, option_name, option_items`,
    )) as unknown as { rows: { id: string; option_name: string; option_items: string[] }[] };
    const [soldOutOption] = option.rows;

    const today = await get<DashboardToday>('/dashboard/today');
    expect(today.date).toBe(20261125);
    expect(today.today).toEqual({ orderCount: 2, salesAmount: 20_000, averageAmount: 10_000 });
    expect(today.lastWeek).toEqual({ orderCount: 1, salesAmount: 10_000, averageAmount: 10_000 });
    expect(today.byProcessStatus).toMatchObject({
      completed: 1,
      cooking: 1,
      waitingConfirm: 2,
      cancelled: 1,
    });
    expect(today.waitingTooLong).toHaveLength(1);
    expect(today.waitingTooLong[0]?.waitingMinutes).toBe(20);
    expect(today.soldOut).toHaveLength(restocked + 1);
    expect(today.soldOut.map((item) => item.id)).toContain(marked.rows[0]?.id);
    const itemOf = (index: number) => ({
      optionId: soldOutOption?.id,
      optionName: soldOutOption?.option_name,
      item: soldOutOption?.option_items[index],
    });
    expect(today.soldOutOptionItems).toContainEqual(itemOf(0));
    expect(today.soldOutOptionItems).not.toContainEqual(itemOf(1));
    expect(today.failedNotifications).toBe(0);
  });

  it("counts today's failed customer messages only: not sent ones, not yesterday's, not another shop's", async () => {
    let key = 0;
    const message = (fields: { state: string; at: string; companyId?: string }) => ({
      companyId: fields.companyId ?? COMPANY,
      orderId: `stat_msg_${++key}`,
      event: 'orderReady',
      dedupeKey: `stat_msg_${key}`,
      securedPhone: '',
      message: '메뉴가 준비되었습니다.',
      state: fields.state,
      dateCreated: new Date(fields.at),
    });
    await t.database.db.insert(notificationOutbox).values([
      // 09:00 and 14:30 Seoul today: refused for good.
      message({ state: 'failed', at: '2026-11-25T00:00:00Z' }),
      message({ state: 'failed', at: '2026-11-25T05:30:00Z' }),
      message({ state: 'sent', at: '2026-11-25T05:00:00Z' }),
      message({ state: 'queued', at: '2026-11-25T05:50:00Z' }),
      // 23:30 Seoul yesterday.
      message({ state: 'failed', at: '2026-11-24T14:30:00Z' }),
      message({ state: 'failed', at: '2026-11-25T05:00:00Z', companyId: 'demoCompanyCafe' }),
    ]);
    expect((await get<DashboardToday>('/dashboard/today')).failedNotifications).toBe(2);
  });
});
