import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { SmsProvider } from '../auth';
import type { CompanyService } from '../company';
import { createNotificationListService } from './notification-list.service';
import { registerNotificationRoutes } from './notifications.routes';
import {
  createNotificationsService,
  type NotificationsDeps,
  startOutboxWorker,
} from './notifications.service';
import { createAligoNotifier, createConsoleNotifier, type Notifier } from './notifier';

export type NotificationsModuleDeps = {
  env: Env;
  db: Db;
  cipher: FieldCipher;
  companies: CompanyService;
  smsProvider: SmsProvider;
  now: () => number;
  logger: FastifyBaseLogger;
  /** Tests pass their own (e.g. one pointed at a fake gateway). */
  notifier?: Notifier;
  /** The customer login link order and stamp messages carry (absent: they carry none). */
  loginLinkOf?: NotificationsDeps['loginLinkOf'];
};

/** The configured notifier (NOTIFY_PROVIDER); shared by the outbox and the staff invitations. */
export const createNotifier = (
  deps: Pick<NotificationsModuleDeps, 'env' | 'smsProvider' | 'logger'>,
): Notifier => {
  const { env } = deps;
  if (env.NOTIFY_PROVIDER === 'console') return createConsoleNotifier(deps.logger, env.notifyConsoleFile);
  if (!env.ALIGO_API_KEY || !env.ALIGO_USER_ID) {
    throw new Error('NOTIFY_PROVIDER=aligo needs ALIGO_API_KEY and ALIGO_USER_ID');
  }
  return createAligoNotifier(
    { apiUrl: env.ALIGO_ALIMTALK_API_URL, apiKey: env.ALIGO_API_KEY, userId: env.ALIGO_USER_ID },
    deps.smsProvider,
  );
};

/** Wires the outbox, its worker (stopped when the app closes), the order's and the company's notification lists. */
export const registerNotificationsModule = async (app: FastifyInstance, deps: NotificationsModuleDeps) => {
  const service = createNotificationsService({
    db: deps.db,
    cipher: deps.cipher,
    notifier: deps.notifier ?? createNotifier(deps),
    companyOf: (companyId) => deps.companies.getForSystem(companyId),
    loginLinkOf: deps.loginLinkOf,
    now: deps.now,
    logger: deps.logger,
  });
  const list = createNotificationListService({ db: deps.db, cipher: deps.cipher, now: deps.now });
  await registerNotificationRoutes(app, service, list);
  const worker = startOutboxWorker(service, deps.logger, deps.env.OUTBOX_POLL_MS);
  app.addHook('onClose', () => worker.stop());
  return service;
};
