import {
  type Company,
  type DashboardToday,
  daysOfMonth,
  type MonthlyOrderStatistics,
  PROCESS_STATUSES,
  type ProcessStatus,
  type SalesFigure,
  seoulDateKey,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import { listSoldOutOptionItems, listSoldOutProducts } from '../catalogue';
import type { NotificationsService } from '../notifications';
import { companiesWithOrdersSince, dayVersions, monthsWithOrders } from '../orders';
import { type DayStats, emptyDayStats, sumDayStats, type Tally, topItems } from './day-stats';
import * as dayStore from './day-stats.repository';
import * as repo from './statistics.repository';

export type StatisticsDeps = {
  db: Db;
  notifications: Pick<NotificationsService, 'countFailedSince'>;
  companyOf: (companyId: string) => Promise<Pick<Company, 'orderSettings'>>;
  now: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;

const figure = (orderCount: number, salesAmount: number): SalesFigure => ({
  orderCount,
  salesAmount,
  averageAmount: orderCount > 0 ? Math.round(salesAmount / orderCount) : 0,
});

/** Seoul midnight of a yyyyMMdd key. */
const startOfDayKey = (dateKey: number) =>
  new Date(
    Date.UTC(Math.floor(dateKey / 10000), (Math.floor(dateKey / 100) % 100) - 1, dateKey % 100) -
      9 * 60 * 60 * 1000,
  );

/**
 * Dashboard (today, Asia/Seoul) and monthly statistics (issue 13). Figures count paid, not-cancelled orders. Today
 * reads `orders` through its company/day index (decision 016); a month adds up daily rollups (decision 021).
 */
export const createStatisticsService = (deps: StatisticsDeps) => {
  const { db } = deps;

  /**
   * The days' figures from their rollups; a day whose rollup is missing or older than the day's version is computed
   * again (all such days in one pass) and kept. The version is read before computing, so a change that lands while
   * computing leaves the stored figures one version behind, and the next read computes that day again (decision 021).
   */
  const readDays = async (companyId: string, days: readonly number[]): Promise<Map<number, DayStats>> => {
    const from = days[0] ?? 0;
    const to = days[days.length - 1] ?? 0;
    const [versions, stored] = await Promise.all([
      dayVersions(db, companyId, from, to),
      dayStore.storedDays(db, companyId, from, to),
    ]);
    const result = new Map<number, DayStats>();
    const stale: number[] = [];
    for (const date of days) {
      const kept = stored.get(date);
      if (kept && kept.version === (versions.get(date) ?? 0)) result.set(date, kept.stats);
      else stale.push(date);
    }
    if (stale.length === 0) return result;
    const computed = await dayStore.computeDays(db, companyId, stale);
    await dayStore.storeDays(
      db,
      companyId,
      stale.map((date) => ({
        dateKey: date,
        version: versions.get(date) ?? 0,
        stats: computed.get(date) ?? emptyDayStats(),
      })),
    );
    for (const [date, stats] of computed) result.set(date, stats);
    return result;
  };

  return {
    /**
     * Brings the rollups of this and last month up to date for every company with recent orders (the background
     * warmer, decision 021): only days whose version moved are computed, one company at a time, so a month view finds
     * them ready. Returns how many companies were looked at.
     */
    async warmRecentMonths(): Promise<number> {
      const now = new Date(deps.now());
      const thisMonth = Math.floor(seoulDateKey(now) / 100);
      const lastMonth = thisMonth % 100 === 1 ? thisMonth - 100 + 11 : thisMonth - 1;
      const companies = await companiesWithOrdersSince(db, lastMonth * 100 + 1);
      for (const companyId of companies) {
        await readDays(companyId, daysOfMonth(lastMonth));
        await readDays(companyId, daysOfMonth(thisMonth));
      }
      return companies.length;
    },

    /**
     * Brings every month with orders up to date, newest first, one company-month at a time (the warmer runs it once
     * after start-up, decision 021): after the first deployment with rollups, or a restore, an old month's first view
     * then finds its days kept instead of computing them while the owner waits. Months already current cost two small
     * reads. `shouldStop` ends it early (the server is closing). Returns how many company-months were looked at.
     */
    async warmAllMonths(shouldStop: () => boolean = () => false): Promise<number> {
      const months = await monthsWithOrders(db);
      let done = 0;
      for (const { companyId, month } of months) {
        if (shouldStop()) break;
        await readDays(companyId, daysOfMonth(month));
        done += 1;
      }
      return done;
    },

    async monthlyOrders(access: CompanyAccess<'read'>, asked?: number): Promise<MonthlyOrderStatistics> {
      const { companyId } = access;
      const month = asked ?? Math.floor(seoulDateKey(new Date(deps.now())) / 100);
      const days = daysOfMonth(month);
      const perDay = await readDays(companyId, days);
      const monthTotal = sumDayStats(days.map((date) => perDay.get(date) ?? emptyDayStats()));
      const breakdown = (tallies: Record<string, Tally>) =>
        Object.entries(tallies)
          .map(([key, tally]) => ({ key, orderCount: tally.count, salesAmount: tally.amount }))
          .sort((a, b) => b.salesAmount - a.salesAmount || b.orderCount - a.orderCount);
      const cancellations = Object.entries(monthTotal.cancellations)
        .map(([reason, tally]) => ({ reason, orderCount: tally.count, amount: tally.amount }))
        .sort((a, b) => b.orderCount - a.orderCount || (a.reason < b.reason ? -1 : 1));
      return {
        month,
        totals: figure(monthTotal.counted.count, monthTotal.counted.amount),
        daily: days.map((date) => ({
          date,
          orderCount: perDay.get(date)?.counted.count ?? 0,
          salesAmount: perDay.get(date)?.counted.amount ?? 0,
        })),
        byOrderType: breakdown(monthTotal.byOrderType),
        byPaymentMethod: breakdown(monthTotal.byPaymentMethod),
        byChannel: breakdown(monthTotal.byChannel),
        topProducts: topItems(monthTotal.products, TOP),
        topOptions: topItems(monthTotal.options, TOP),
        stampsGranted: monthTotal.stamps,
        couponsUsed: monthTotal.coupons,
        couponDiscountAmount: monthTotal.couponDiscount,
        cancellations: {
          orderCount: cancellations.reduce((sum, row) => sum + row.orderCount, 0),
          amount: cancellations.reduce((sum, row) => sum + row.amount, 0),
          byReason: cancellations,
        },
        unpaidCount: monthTotal.unpaid,
      };
    },

    async today(access: CompanyAccess<'read'>): Promise<DashboardToday> {
      const { companyId } = access;
      const now = new Date(deps.now());
      const date = seoulDateKey(now);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const company = await deps.companyOf(companyId);
      const escalationMinutes = company.orderSettings.escalationMinutes;
      const yesterday = seoulDateKey(new Date(now.getTime() - DAY_MS));
      const [todaySales, lastWeekSales, statuses, waiting, soldOut, soldOutOptionItems, failed] =
        await Promise.all([
          repo.salesOfDayUntil(db, companyId, date, now),
          repo.salesOfDayUntil(db, companyId, seoulDateKey(weekAgo), weekAgo),
          repo.countsByProcessStatus(db, companyId, date),
          escalationMinutes > 0
            ? repo.waitingSince(
                db,
                companyId,
                yesterday,
                date,
                new Date(now.getTime() - escalationMinutes * 60_000),
              )
            : Promise.resolve([]),
          listSoldOutProducts(db, companyId, now),
          listSoldOutOptionItems(db, companyId, now),
          deps.notifications.countFailedSince(companyId, startOfDayKey(date)),
        ]);
      const byProcessStatus = Object.fromEntries(PROCESS_STATUSES.map((status) => [status, 0])) as Record<
        ProcessStatus,
        number
      >;
      for (const row of statuses) {
        if ((PROCESS_STATUSES as readonly string[]).includes(row.status))
          byProcessStatus[row.status as ProcessStatus] = row.count;
      }
      return {
        date,
        today: figure(todaySales.orderCount, todaySales.salesAmount),
        lastWeek: figure(lastWeekSales.orderCount, lastWeekSales.salesAmount),
        byProcessStatus,
        waitingTooLong: waiting.map((order) => ({
          orderId: order.id,
          orderNumber: order.orderNumber,
          waitingMinutes: Math.floor((now.getTime() - order.dateCreated.getTime()) / 60_000),
        })),
        escalationMinutes,
        soldOut,
        soldOutOptionItems,
        failedNotifications: failed,
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;
