import { z } from 'zod';
import { PROCESS_STATUSES } from '../orders/order-status';

/**
 * Order figures for /admin/dashboard and /admin/statistics/monthly-orders (issue 13). Sales count only orders that
 * were paid (orderStatus completed) and not cancelled; cancelled and unpaid orders are counted apart, and the pages
 * say so. Days and months are Asia/Seoul (the orders' dateKey / monthKey).
 */
export const salesFigureSchema = z.object({
  salesAmount: z.number().int(),
  orderCount: z.number().int(),
  /** Rounded to the 원; 0 without orders. */
  averageAmount: z.number().int(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

const breakdownRowSchema = z.object({
  key: z.string(),
  orderCount: z.number().int(),
  salesAmount: z.number().int(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const monthlyOrderStatisticsSchema = z.object({
  /** yyyyMM. */
  month: z.number().int(),
  totals: salesFigureSchema,
  /** Every day of the month (yyyyMMdd), zero days included, so the chart has no gaps. */
  daily: z.array(
    z.object({ date: z.number().int(), salesAmount: z.number().int(), orderCount: z.number().int() }),
  ),
  byOrderType: z.array(breakdownRowSchema),
  byPaymentMethod: z.array(breakdownRowSchema),
  byChannel: z.array(breakdownRowSchema),
  /** By quantity, then amount (line totals with options). */
  topProducts: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  /** "옵션명: 선택값", by quantity. */
  topOptions: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  stampsGranted: z.number().int(),
  couponsUsed: z.number().int(),
  couponDiscountAmount: z.number().int(),
  cancellations: z.object({
    orderCount: z.number().int(),
    amount: z.number().int(),
    byReason: z.array(
      z.object({ reason: z.string(), orderCount: z.number().int(), amount: z.number().int() }),
    ),
  }),
  /** Placed but not paid (on-site / transfer never confirmed, failed card payments), not cancelled. */
  unpaidCount: z.number().int(),
});
export type MonthlyOrderStatistics = z.infer<typeof monthlyOrderStatisticsSchema>;

/** `?month=yyyyMM`; without it, the current Asia/Seoul month. */
export const monthQuerySchema = z.object({
  month: z.coerce
    .number()
    .int()
    .refine(
      (value) => value >= 200001 && value <= 299912 && value % 100 >= 1 && value % 100 <= 12,
      '월 형식이 올바르지 않습니다 (yyyyMM)',
    )
    .optional(),
});

export const dashboardTodaySchema = z.object({
  /** yyyyMMdd, Asia/Seoul. */
  date: z.number().int(),
  today: salesFigureSchema,
  /** The same weekday a week earlier, up to the same time of day. */
  lastWeek: salesFigureSchema,
  byProcessStatus: z.record(z.enum(PROCESS_STATUSES), z.number().int()),
  /** Orders left 접수 대기 longer than the shop's escalation time. */
  waitingTooLong: z.array(
    z.object({ orderId: z.string(), orderNumber: z.number().int(), waitingMinutes: z.number().int() }),
  ),
  escalationMinutes: z.number().int(),
  soldOut: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Option items sold out now (옵션 항목 품절): each is restored on its own, by taking it off the option's list. */
  soldOutOptionItems: z.array(z.object({ optionId: z.string(), optionName: z.string(), item: z.string() })),
  /** Customer messages that gave up today. */
  failedNotifications: z.number().int(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

/** The days of a yyyyMM month as yyyyMMdd. */
export const daysOfMonth = (month: number): number[] => {
  const year = Math.floor(month / 100);
  const monthIndex = (month % 100) - 1;
  const count = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => month * 100 + index + 1);
};
