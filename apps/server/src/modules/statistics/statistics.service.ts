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
import type { NotificationsService } from '../notifications';
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
 * Dashboard (today, Asia/Seoul) and monthly statistics (issue 13). Figures count paid, not-cancelled orders; the
 * queries read `orders` through its company/day index (decision 016).
 */
export const createStatisticsService = (deps: StatisticsDeps) => {
  const { db } = deps;
  return {
    async monthlyOrders(access: CompanyAccess<'read'>, asked?: number): Promise<MonthlyOrderStatistics> {
      const { companyId } = access;
      const month = asked ?? Math.floor(seoulDateKey(new Date(deps.now())) / 100);
      const days = daysOfMonth(month);
      const from = days[0] ?? month * 100 + 1;
      const to = days[days.length - 1] ?? month * 100 + 31;
      const [daily, groups, products, options, cancelled, unpaid] = await Promise.all([
        repo.salesByDay(db, companyId, from, to),
        repo.breakdowns(db, companyId, from, to),
        repo.topProducts(db, companyId, from, to, TOP),
        repo.topOptions(db, companyId, from, to, TOP),
        repo.cancellations(db, companyId, from, to),
        repo.unpaidCount(db, companyId, from, to),
      ]);
      const byDay = new Map(daily.map((row) => [row.dateKey, row]));
      const total = groups.find((row) => row.level === 7);
      const rank = <T extends { orderCount: number; salesAmount: number }>(rows: T[]) =>
        rows.sort((a, b) => b.salesAmount - a.salesAmount || b.orderCount - a.orderCount);
      return {
        month,
        totals: figure(total?.orderCount ?? 0, total?.salesAmount ?? 0),
        daily: days.map((date) => ({
          date,
          orderCount: byDay.get(date)?.orderCount ?? 0,
          salesAmount: byDay.get(date)?.salesAmount ?? 0,
        })),
        byOrderType: rank(
          groups
            .filter((row) => row.orderType !== null && row.level !== 7)
            .map((row) => ({
              key: row.orderType ?? '',
              orderCount: row.orderCount,
              salesAmount: row.salesAmount,
            })),
        ),
        byPaymentMethod: rank(
          groups
            .filter((row) => row.paymentMethod !== null && row.level !== 7)
            .map((row) => ({
              key: row.paymentMethod ?? '',
              orderCount: row.orderCount,
              salesAmount: row.salesAmount,
            })),
        ),
        byChannel: rank(
          groups
            .filter((row) => row.channel !== null && row.level !== 7)
            .map((row) => ({
              key: row.channel ?? '',
              orderCount: row.orderCount,
              salesAmount: row.salesAmount,
            })),
        ),
        topProducts: products,
        topOptions: options,
        stampsGranted: total?.stamps ?? 0,
        couponsUsed: total?.coupons ?? 0,
        couponDiscountAmount: total?.couponDiscount ?? 0,
        cancellations: {
          orderCount: cancelled.reduce((sum, row) => sum + row.orderCount, 0),
          amount: cancelled.reduce((sum, row) => sum + row.amount, 0),
          byReason: cancelled,
        },
        unpaidCount: unpaid,
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
      const [todaySales, lastWeekSales, statuses, waiting, soldOut, failed] = await Promise.all([
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
        repo.soldOutProducts(db, companyId, now),
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
        failedNotifications: failed,
      };
    },
  };
};

export type StatisticsService = ReturnType<typeof createStatisticsService>;
