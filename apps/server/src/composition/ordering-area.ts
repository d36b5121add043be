import type { FastifyInstance } from 'fastify';
import type { RewardsService } from '../modules/customers';
import { createNotifier, type Notifier, registerNotificationsModule } from '../modules/notifications';
import { registerOrdersModule } from '../modules/orders';
import { registerPaymentsModule } from '../modules/payments';
import { createNotificationLoginLinks } from '../modules/sign-in-links';
import {
  createStatisticsService,
  registerStatisticsRoutes,
  startStatisticsWarmer,
} from '../modules/statistics';
import { createWaybillsService, registerWaybillRoutes } from '../modules/waybills';
import { registerOutboxGauge } from '../plugins/metrics';
import { countNotificationSends } from '../plugins/send-metrics';
import type { AppContext } from './app-context';

type OrderingDeps = {
  rewards: RewardsService;
  /** Tests point one at a fake gateway; default from NOTIFY_PROVIDER. */
  notifier?: Notifier;
};

/** The day's business: payments, customer notifications (the outbox), orders, 송장 and statistics. */
export const composeOrderingArea = async (app: FastifyInstance, ctx: AppContext, deps: OrderingDeps) => {
  const { env, db, cipher, companies, now, metrics } = ctx;
  const companyOf = (companyId: string) => companies.getForSystem(companyId);
  const payments = await registerPaymentsModule(app, { env, db, companies, now, logger: app.log });
  const notifier = countNotificationSends(
    deps.notifier ?? createNotifier({ env, smsProvider: ctx.smsProvider, logger: app.log }),
    metrics,
  );
  const notifications = await registerNotificationsModule(app, {
    env,
    db,
    cipher,
    companies,
    smsProvider: ctx.smsProvider,
    now,
    logger: app.log,
    notifier,
    loginLinkOf: env.PUBLIC_WEB_URL
      ? createNotificationLoginLinks({ db, cipher, baseUrl: env.PUBLIC_WEB_URL, now })
      : undefined,
  });
  registerOutboxGauge(metrics, notifications.pendingCount);
  const orders = await registerOrdersModule(app, {
    db,
    cipher,
    companies,
    rewards: deps.rewards,
    payments: { start: payments.start, refund: payments.refund },
    notifications,
    now,
    logger: app.log,
    escalationEveryMs: env.ESCALATION_CHECK_MS,
  });
  await registerWaybillRoutes(
    app,
    createWaybillsService({ db, cipher, notifications, parcels: orders.parcels, companyOf, now }),
  );
  const statistics = createStatisticsService({ db, notifications, companyOf, now });
  await registerStatisticsRoutes(app, statistics);
  const statisticsWarmer = startStatisticsWarmer(statistics, app.log, env.STATISTICS_WARM_MS);
  app.addHook('onClose', () => statisticsWarmer.stop());
  return { orders, statistics, notifier };
};
