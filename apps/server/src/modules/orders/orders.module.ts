import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import type { CompanyService } from '../company';
import type { RewardsService } from '../customers';
import type { NotificationsService } from '../notifications';
import { createBoardPresenceService, pauseShopsWithoutBoard } from './board-presence.service';
import { escalateStaleOrders, startPeriodicCheck } from './order-escalation';
import { createOrderQueriesService } from './order-queries.service';
import { createOrderStatusService } from './order-status.service';
import { registerOrderRoutes } from './orders.routes';
import { createParcelShipping } from './parcel-shipping.service';
import { createPlaceOrderService, type PaymentStarter } from './place-order.service';

export type OrdersModuleDeps = {
  db: Db;
  cipher: FieldCipher;
  companies: CompanyService;
  rewards: RewardsService;
  payments: PaymentStarter;
  notifications: Pick<
    NotificationsService,
    'enqueueForChange' | 'enqueueShopAlert' | 'enqueueBoardOfflineNotice'
  >;
  now: () => number;
  logger: FastifyBaseLogger;
  /** How often waiting orders (escalation) and boardless open shops (auto-pause) are checked, in ms. */
  escalationEveryMs: number;
};

/** Wires placing, reading and status changes of orders (decisions 012 and 014); app.ts calls this once. */
export const registerOrdersModule = async (app: FastifyInstance, deps: OrdersModuleDeps) => {
  const placing = createPlaceOrderService(deps);
  const queries = createOrderQueriesService(deps);
  const status = createOrderStatusService(deps);
  const boards = createBoardPresenceService(deps);
  await registerOrderRoutes(app, { placing, queries, status, boards });
  const checkNow = async () => {
    await escalateStaleOrders(deps);
    await pauseShopsWithoutBoard(deps);
  };
  const timer = startPeriodicCheck(checkNow, deps.logger, deps.escalationEveryMs);
  app.addHook('onClose', () => timer.stop());
  return {
    placing,
    queries,
    status,
    boards,
    /** 송장 sends ship the parcel orders they match (the waybills module asks here). */
    parcels: createParcelShipping(deps),
    escalateNow: () => escalateStaleOrders(deps),
    pauseShopsWithoutBoardNow: () => pauseShopsWithoutBoard(deps),
  };
};
