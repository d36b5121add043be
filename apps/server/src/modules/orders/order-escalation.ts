import { isAwaitingOnlinePayment, type Order } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { normalizePhoneNumber } from '../auth';
import type { CompanyService } from '../company';
import type { NotificationsService } from '../notifications';
import * as repo from './orders.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type EscalationDeps = {
  db: Db;
  companies: Pick<CompanyService, 'getForSystem'>;
  notifications: Pick<NotificationsService, 'enqueueShopAlert'>;
  now: () => number;
  logger: FastifyBaseLogger;
};

/**
 * "Never miss an order" (issue 12): an order left 접수 대기 for the shop's `escalationMinutes` (0 = never) alerts the
 * shop's main phone through the outbox, once per order. Orders paid online and not yet approved are not the shop's
 * to accept and are skipped. Returns how many alerts were queued.
 */
export const escalateStaleOrders = async (deps: EscalationDeps): Promise<number> => {
  const at = deps.now();
  const waiting = await repo.listWaitingSince(deps.db, new Date(at - DAY_MS));
  const companies = new Map<
    string,
    Awaited<ReturnType<EscalationDeps['companies']['getForSystem']>> | null
  >();
  let queued = 0;
  for (const order of waiting) {
    if (isAwaitingOnlinePayment(order as Pick<Order, 'paymentMethod' | 'orderStatus'>)) continue;
    if (!companies.has(order.companyId)) {
      companies.set(order.companyId, await deps.companies.getForSystem(order.companyId).catch(() => null));
    }
    const company = companies.get(order.companyId);
    const minutes = company?.orderSettings.escalationMinutes ?? 0;
    if (!company || minutes === 0) continue;
    const waitedMs = at - order.dateCreated.getTime();
    if (waitedMs < minutes * MINUTE_MS) continue;
    let phone: string;
    try {
      phone = normalizePhoneNumber(company.contactInfo.securedPhoneMain, ['KR']);
    } catch {
      deps.logger.warn(
        { companyId: company.id },
        'order waiting too long, but the shop has no mobile number to alert',
      );
      continue;
    }
    await deps.db.transaction((tx) =>
      deps.notifications.enqueueShopAlert(tx, {
        company,
        order,
        phone,
        waitingMinutes: Math.floor(waitedMs / MINUTE_MS),
      }),
    );
    queued += 1;
  }
  return queued;
};

/** Runs `check` every `everyMs` while the server runs; a failing run is logged and tried again. */
export const startPeriodicCheck = (
  check: () => Promise<unknown>,
  logger: FastifyBaseLogger,
  everyMs = 30_000,
) => {
  let isStopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = check().catch((error) => {
      if (!isStopped) logger.warn({ err: error }, 'order board check failed; retrying');
    });
  }, everyMs);
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
