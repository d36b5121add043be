/** Per-company change streams (SSE) fed by PostgreSQL LISTEN/NOTIFY. */
export {
  ADMIN_EVENT_CHANNEL,
  createRealtimeHub,
  ORDER_EVENT_CHANNEL,
  type OrderNotification,
  type RealtimeHub,
} from './realtime.hub';
export { registerRealtimeRoutes } from './realtime.routes';
export { createRealtimeService, type RealtimeService } from './realtime.service';
