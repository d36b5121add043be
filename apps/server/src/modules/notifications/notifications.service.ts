import {
  CANCEL_REASON_LABELS,
  type CancelReason,
  type Company,
  NOTIFICATION_LINK_BUTTONS,
  NOTIFICATION_TEMPLATE_FIELDS,
  type NotificationEvent,
  type NotificationVariables,
  notificationEventFor,
  notificationLinkRedirect,
  type OrderNotification,
  type OrderType,
  type ProcessStatus,
  renderOrderNotification,
} from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyAccess } from '../../access';
import type { Db, Executor, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import * as repo from './notifications.repository';
import type { Notifier } from './notifier';

const SEOUL_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** What the orders module tells the outbox about a change it is committing. */
export type OrderChangeNotice = {
  company: Pick<Company, 'id' | 'businessInfo' | 'kakaoInfo'>;
  order: {
    id: string;
    orderNumber: number;
    orderType: OrderType;
    securedCustomerPhone: string;
    estimatedReadyAt: Date | null;
  };
  to: ProcessStatus;
  cancelReason?: CancelReason | null;
  /** The words the shop typed (기타, or more detail): what the customer is told when given. */
  cancelReasonText?: string;
  /** Stamps granted by this change (on 완료됨). */
  stampGranted?: number;
  /** Coupons those stamps turned into, by the shared issuance rule (on 완료됨). */
  couponsIssued?: readonly { couponName: string; count: number }[];
};

export type NotificationsDeps = {
  db: Db;
  cipher: FieldCipher;
  notifier: Notifier;
  /** The shop's Kakao sender, read when sending (it may change after the message was queued). */
  companyOf: (companyId: string) => Promise<Pick<Company, 'kakaoInfo'>>;
  /**
   * The customer's login link to the shop, opening `redirect` (issue 15; sign-in-links' notification links): made or
   * reused when an order or stamp message is sent. Absent when the server has no public address (PUBLIC_WEB_URL).
   */
  loginLinkOf?: (link: { companyId: string; phone: string; redirect: string }) => Promise<string>;
  now: () => number;
  logger: FastifyBaseLogger;
};

const MAX_ATTEMPTS = 6;
const CLAIM_MS = 60_000;
/** 10 s, 20 s, 40 s … capped at 10 minutes. */
const backoffMs = (attempts: number) => Math.min(10 * 60_000, 10_000 * 2 ** (attempts - 1));

/** '아메리카노 1잔 무료', or '아메리카노 1잔 무료 2장, 케이크 할인' when one completion issues several. */
const couponNamesOf = (coupons: readonly { couponName: string; count: number }[]) =>
  coupons.length === 0
    ? undefined
    : coupons
        .map(({ couponName, count }) => (count > 1 ? `${couponName} ${count}장` : couponName))
        .join(', ');

const templateOf = (kakaoInfo: Company['kakaoInfo'], event: NotificationEvent) => {
  const field = NOTIFICATION_TEMPLATE_FIELDS[event];
  return field ? kakaoInfo[field] : '';
};

const hasLink = (event: string): event is keyof typeof NOTIFICATION_LINK_BUTTONS =>
  Object.hasOwn(NOTIFICATION_LINK_BUTTONS, event);

const toDto = (row: repo.OutboxRow): OrderNotification => ({
  id: String(row.id),
  event: row.event as NotificationEvent,
  state: row.state as OrderNotification['state'],
  message: row.message,
  channel: row.channel,
  attempts: row.attempts,
  providerAnswer: row.providerAnswer,
  dateCreated: row.dateCreated.toISOString(),
  dateSent: row.dateSent?.toISOString() ?? null,
});

/**
 * Customer notifications through the outbox (issue 12, decision 015): `enqueueForChange` runs inside the order's
 * transaction; `drainOnce` (the worker's step) sends what is due, at least once, retrying with backoff, and records
 * each answer; the order's detail lists them with their state.
 */
export const createNotificationsService = (deps: NotificationsDeps) => {
  const { db, cipher } = deps;

  /**
   * The login link of a customer's order or stamp message, made at sending (never stored in the outbox's text). A link
   * that cannot be made does not hold the message back: it goes without one.
   */
  const linkOf = async (row: repo.OutboxRow, to: string) => {
    const { event } = row;
    if (!deps.loginLinkOf || !hasLink(event) || !row.orderId) return undefined;
    try {
      const redirect = notificationLinkRedirect(event, row.orderId);
      const url = await deps.loginLinkOf({ companyId: row.companyId, phone: to, redirect });
      return { url, label: NOTIFICATION_LINK_BUTTONS[event] };
    } catch (error) {
      deps.logger.warn({ err: error, outboxId: row.id }, 'login link not made; the message goes without it');
      return undefined;
    }
  };

  const enqueueEvent = async (tx: Tx, notice: OrderChangeNotice, event: NotificationEvent) => {
    const { company, order } = notice;
    if (!order.securedCustomerPhone) return;
    const message = renderOrderNotification(
      event,
      {
        shopName: company.businessInfo.shopName,
        orderNumber: order.orderNumber,
        readyAt: order.estimatedReadyAt ? SEOUL_TIME.format(order.estimatedReadyAt) : undefined,
        cancelReason:
          notice.cancelReasonText?.trim() ||
          (notice.cancelReason ? CANCEL_REASON_LABELS[notice.cancelReason] : undefined),
        stampCount: notice.stampGranted,
        couponNames: couponNamesOf(notice.couponsIssued ?? []),
      },
      company.kakaoInfo.templateTexts,
    );
    await repo.enqueue(tx, {
      companyId: company.id,
      orderId: order.id,
      event,
      dedupeKey: `${order.id}:${event}`,
      securedPhone: order.securedCustomerPhone,
      templateCode: templateOf(company.kakaoInfo, event),
      message,
      nextAttemptAt: new Date(deps.now()),
    });
  };

  return {
    async enqueueForChange(tx: Tx, notice: OrderChangeNotice) {
      const event = notificationEventFor(notice.to, notice.order.orderType);
      if (event) await enqueueEvent(tx, notice, event);
      if (notice.to === 'completed' && (notice.stampGranted ?? 0) > 0)
        await enqueueEvent(tx, notice, 'stampEarned');
      if (notice.to === 'completed' && (notice.couponsIssued?.length ?? 0) > 0)
        await enqueueEvent(tx, notice, 'couponEarned');
    },

    /** An order waited too long for a decision: the shop's own phone hears it, once (dedupe per order). */
    async enqueueShopAlert(
      tx: Tx,
      alert: {
        company: Pick<Company, 'id' | 'businessInfo'>;
        order: { id: string; orderNumber: number };
        phone: string;
        waitingMinutes: number;
      },
    ) {
      await repo.enqueue(tx, {
        companyId: alert.company.id,
        orderId: alert.order.id,
        event: 'shopEscalation',
        dedupeKey: `${alert.order.id}:shopEscalation`,
        securedPhone: cipher.encrypt(alert.phone),
        templateCode: '',
        message: renderOrderNotification('shopEscalation', {
          shopName: alert.company.businessInfo.shopName,
          orderNumber: alert.order.orderNumber,
          waitingMinutes: alert.waitingMinutes,
        }),
        nextAttemptAt: new Date(deps.now()),
      });
    },

    /** Tells the shop's own phone that online ordering was paused because no board was connected; once per pause. */
    async enqueueBoardOfflineNotice(
      tx: Tx,
      notice: {
        company: Pick<Company, 'id' | 'businessInfo'>;
        phone: string;
        offlineMinutes: number;
        pausedUntil: string;
      },
    ) {
      await repo.enqueue(tx, {
        companyId: notice.company.id,
        // Not about one order: the outbox keys it by the pause instead.
        orderId: '',
        event: 'shopBoardOffline',
        dedupeKey: `${notice.company.id}:shopBoardOffline:${notice.pausedUntil}`,
        securedPhone: cipher.encrypt(notice.phone),
        templateCode: '',
        message: renderOrderNotification('shopBoardOffline', {
          shopName: notice.company.businessInfo.shopName,
          orderNumber: 0,
          offlineMinutes: notice.offlineMinutes,
        }),
        nextAttemptAt: new Date(deps.now()),
      });
    },

    /**
     * A 송장 message (issue 13) in the caller's transaction; answers the outbox id its rows point at. The dedupe key
     * is the caller's (send id, phone and attempt), so a replayed send cannot queue a second message.
     */
    async enqueueWaybill(
      tx: Tx,
      message: {
        company: Pick<Company, 'id' | 'businessInfo' | 'kakaoInfo'>;
        sendId: string;
        dedupeKey: string;
        phone: string;
        variables: NonNullable<NotificationVariables['delivery']>;
      },
    ): Promise<number> {
      return repo.enqueueReturningId(tx, {
        companyId: message.company.id,
        orderId: message.sendId,
        event: 'waybillShipped',
        dedupeKey: message.dedupeKey,
        securedPhone: cipher.encrypt(message.phone),
        templateCode: templateOf(message.company.kakaoInfo, 'waybillShipped'),
        message: renderOrderNotification(
          'waybillShipped',
          { shopName: message.company.businessInfo.shopName, orderNumber: 0, delivery: message.variables },
          message.company.kakaoInfo.templateTexts,
        ),
        nextAttemptAt: new Date(deps.now()),
      });
    },

    /** The outbox rows a module points at (their state, attempts and provider answer); `tx` inside a transaction. */
    listByIds: (companyId: string, ids: number[], tx: Executor = db) => repo.listByIds(tx, companyId, ids),

    countFailedSince: (companyId: string, since: Date) => repo.countFailedSince(db, companyId, since),

    async listForOrder(access: CompanyAccess, orderId: string): Promise<OrderNotification[]> {
      return (await repo.listForOrder(db, access.companyId, orderId)).map(toDto);
    },

    /**
     * Sends what is due now; returns how many were tried. The claimed rows go out side by side (the provider's
     * round trip, not our work, is what a message costs) and each company's settings are read once per batch.
     */
    async drainOnce(limit = 20): Promise<number> {
      const rows = await repo.claimDue(db, new Date(deps.now()), CLAIM_MS, limit);
      const companies = new Map<string, ReturnType<NotificationsDeps['companyOf']>>();
      const companyOf = (companyId: string) => {
        let company = companies.get(companyId);
        if (!company) {
          company = deps.companyOf(companyId);
          companies.set(companyId, company);
        }
        return company;
      };
      await Promise.all(
        rows.map(async (row) => {
          try {
            const { kakaoInfo } = await companyOf(row.companyId);
            const to = cipher.decrypt(row.securedPhone);
            const delivery = await deps.notifier.send({
              to,
              text: row.message,
              templateCode: row.templateCode,
              senderKey: kakaoInfo.securedSenderKey,
              sender: kakaoInfo.securedSender,
              link: await linkOf(row, to),
            });
            await repo.markSent(db, row.id, new Date(deps.now()), delivery.channel, delivery.answer);
            await repo.notifyStateChange(db, row, 'sent').catch(() => undefined);
          } catch (error) {
            const answer = error instanceof Error ? error.message : String(error);
            const retryAt =
              row.attempts < MAX_ATTEMPTS ? new Date(deps.now() + backoffMs(row.attempts)) : null;
            deps.logger.warn({ outboxId: row.id, attempts: row.attempts, answer }, 'notification not sent');
            await repo.markFailed(db, row.id, answer.slice(0, 500), retryAt);
            await repo.notifyStateChange(db, row, retryAt ? 'queued' : 'failed').catch(() => undefined);
          }
        }),
      );
      return rows.length;
    },

    pendingCount: () => repo.countPending(db),
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The worker: drains the outbox every `everyMs` while the server runs (every process may run one: claims keep them
 * from sending a row twice). A failing drain (database away) is logged and tried again on the next tick.
 */
export const startOutboxWorker = (
  service: NotificationsService,
  logger: FastifyBaseLogger,
  everyMs = 1_000,
) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        while (!isStopped && (await service.drainOnce()) > 0) {
          // keep going while there is a backlog
        }
      } catch (error) {
        logger.warn({ err: error }, 'notification outbox drain failed; retrying');
      }
      if (!isStopped) timer = setTimeout(tick, everyMs);
    })();
  };
  timer = setTimeout(tick, everyMs);
  return {
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
