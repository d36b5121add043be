import { type DashboardToday, dashboardTodaySchema } from '@jumun/shared';

type TodayFields = Partial<Omit<DashboardToday, 'byProcessStatus'>> & {
  byProcessStatus?: Partial<DashboardToday['byProcessStatus']>;
};

/**
 * The dashboard's "today" answer (checked against the shared schema): a quiet day of coA on 2026-11-25 — no
 * orders, nothing sold out, nothing failed — with the fields a test names laid over it.
 */
export const makeDashboardToday = ({ byProcessStatus = {}, ...fields }: TodayFields = {}): DashboardToday =>
  dashboardTodaySchema.parse({
    date: 20261125,
    today: { orderCount: 0, salesAmount: 0, averageAmount: 0 },
    lastWeek: { orderCount: 0, salesAmount: 0, averageAmount: 0 },
    byProcessStatus: {
      waitingConfirm: 0,
      ordered: 0,
      cooking: 0,
      ready: 0,
      waitingPickup: 0,
      delivering: 0,
      delivered: 0,
      completed: 0,
      cancelled: 0,
      ...byProcessStatus,
    },
    waitingTooLong: [],
    escalationMinutes: 5,
    soldOut: [],
    soldOutOptionItems: [],
    failedNotifications: 0,
    ...fields,
  });
