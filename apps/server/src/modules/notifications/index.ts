/** Customer notifications (issue 12): the outbox written with each order change, its worker and the notifiers. */

export {
  createNotifier,
  type NotificationsModuleDeps,
  registerNotificationsModule,
} from './notifications.module';
export { registerNotificationRoutes } from './notifications.routes';
export {
  createNotificationsService,
  type NotificationsService,
  type OrderChangeNotice,
  startOutboxWorker,
} from './notifications.service';
export {
  type AligoAlimtalkConfig,
  createAligoNotifier,
  createConsoleNotifier,
  type Notifier,
  type OutgoingMessage,
} from './notifier';
