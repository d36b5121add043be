import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { CompanyService } from '../company';
import type { RewardsService } from '../customers';
import type { NotificationsService } from '../notifications';
import { escalateStaleOrders, startEscalationTimer } from './order-escalation';
import { createOrderQueriesService } from './order-queries.service';
import { createOrderStatusService } from './order-status.service';
import { registerOrderRoutes } from './orders.routes';
import { createPlaceOrderService, type PaymentStarter } from './place-order.service';

export type OrdersModuleDeps = {
  db: Db;
  cipher: FieldCipher;
  companies: CompanyService;
  rewards: RewardsService;
  payments: PaymentStarter;
  notifications: Pick<NotificationsService, 'enqueueForChange' | 'enqueueShopAlert'>;
  now: () => number;
  logger: FastifyBaseLogger;
  /** How often waiting orders are checked for escalation, in ms. */
  escalationEveryMs: number;
};

/** Wires placing, reading and status changes of orders (decisions 012 and 014); app.ts calls this once. */
export const registerOrdersModule = async (app: FastifyInstance, deps: OrdersModuleDeps) => {
  const placing = createPlaceOrderService(deps);
  const queries = createOrderQueriesService(deps);
  const status = createOrderStatusService(deps);
  await registerOrderRoutes(app, { placing, queries, status });
  const escalation = startEscalationTimer(deps, deps.escalationEveryMs);
  app.addHook('onClose', () => escalation.stop());
  return { placing, queries, status, escalateNow: () => escalateStaleOrders(deps) };
};
