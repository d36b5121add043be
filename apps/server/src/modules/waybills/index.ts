/** 송장 발송 (issue 13): tracking numbers to customers through the notification outbox, with per-row results. */
export { registerWaybillRoutes } from './waybills.routes';
export { createWaybillsService, type WaybillsService } from './waybills.service';
