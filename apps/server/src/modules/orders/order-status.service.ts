import {
  AppError,
  type ConfirmPayment,
  canTransitionOrderStatus,
  checkProcessTransition,
  ERROR_MESSAGES,
  type Order,
  type OrderActor,
  type OrderStatusChange,
  processStatusLabel,
  type TransitionSubject,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import * as catalogue from '../catalogue';
import { bumpDataRevision, type CompanyService } from '../company';
import type { RewardsService } from '../customers';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResult } from '../idempotency';
import type { NotificationsService } from '../notifications';
import { toOrderDto } from './order.dto';
import { auditOrderChange, orderAuditActionOf } from './order-audit';
import { applyOrderChange, type OrderChange } from './order-transition';
import * as repo from './orders.repository';
import type { PaymentStarter } from './place-order.service';

const NOT_FOUND = '주문을 찾을 수 없습니다.';
const MINUTE_MS = 60_000;

const subjectOf = (row: repo.OrderRow): TransitionSubject => row as unknown as TransitionSubject;

export type OrderStatusDeps = {
  db: Db;
  cipher: FieldCipher;
  companies: CompanyService;
  rewards: RewardsService;
  payments: PaymentStarter;
  notifications: Pick<NotificationsService, 'enqueueForChange'>;
  now: () => number;
};

/**
 * The shop's status changes (issue 12 on this model, decision 014). Every change names the status the board showed
 * (`from`): when another device moved the order meanwhile the answer is 409 with the order as it is now, never an
 * overwrite. Side effects happen in the same transaction as the change: rewards on 완료됨, and on 취소됨 the points,
 * coupons and stock go back and a completed order's rewards are taken back. A card payment is refunded through the
 * provider first; if the provider refuses, nothing changes.
 */
export const createOrderStatusService = (deps: OrderStatusDeps) => {
  const { db, cipher } = deps;

  const actorOf = (access: CompanyAccess): OrderActor => ({
    kind: 'admin',
    uid: access.session.uid,
    name: '관리자',
  });

  const conflict = async (tx: Tx, row: repo.OrderRow, message: string) => {
    const transitions = await repo.listTransitions(tx, row.companyId, [row.id]);
    return new AppError('TRANSITION_NOT_ALLOWED', message, {
      details: { order: toOrderDto(row, transitions, cipher) },
    });
  };

  const cancelSideEffects = async (tx: Tx, row: repo.OrderRow, at: Date) => {
    const ref = { companyId: row.companyId, uid: row.uid, orderId: row.id, at };
    await deps.rewards.restoreForOrder(tx, ref, row.pointDiscountTotal, row.coupons);
    if (row.rewardsGrantedAt) {
      await deps.rewards.revokeGrantForOrder(tx, ref, {
        stamp: row.rewardStampGranted,
        point: row.rewardPointGranted,
        stampBalanceDelta: row.rewardStampBalanceDelta,
        payable: row.payableAmount,
      });
    } else {
      // Not handed over yet: the units go back on the shelf (a stock write, like any catalogue write; the bump
      // queues its company.changed event).
      await bumpDataRevision(tx, row.companyId, 'product');
      for (const line of row.lines)
        await catalogue.returnStock(tx, row.companyId, line.productId, line.quantity, at);
    }
  };

  /** Grants the order's rewards; answers the coupons its stamps turned into. */
  const completionChange = async (tx: Tx, row: repo.OrderRow, change: OrderChange, at: Date) => {
    const ref = { companyId: row.companyId, uid: row.uid, orderId: row.id, at };
    const granted = await deps.rewards.grantForOrder(tx, ref, {
      stamp: row.rewardStampPlanned,
      point: row.rewardPointPlanned,
      payable: row.payableAmount,
    });
    change.fields = {
      ...change.fields,
      rewardStampGranted: row.rewardStampPlanned,
      rewardPointGranted: row.rewardPointPlanned,
      rewardStampBalanceDelta: granted.stampBalanceDelta,
      rewardsGrantedAt: at,
    };
    // Handed over at the counter: an on-site order that is completed has been paid.
    if (row.paymentMethod === 'onsite' && row.orderStatus === 'pending') {
      change.orderStatus = 'completed';
      change.fields.paySummaries = [...row.paySummaries, paidAtCounter('onsite', row.payableAmount, at)];
      change.fields.payLastConfirmedAt = at;
    }
    return granted.couponsIssued;
  };

  const paidAtCounter = (method: ConfirmPayment['method'], amount: number, at: Date) => ({
    method,
    amount,
    confirmed: true,
    dateProcessed: at.toISOString(),
    provider: 'shop',
    tid: '',
    cardName: '',
    reason: '',
  });

  const inIdempotentTx = <T>(idempotency: IdempotencyRequest | undefined, work: (tx: Tx) => Promise<T>) => {
    if (!idempotency) throw new AppError('VALIDATION', ERROR_MESSAGES.idempotencyKeyRequired);
    return db.transaction(async (tx) => {
      const replay = await claimIdempotencyKey<T>(tx, idempotency);
      if (replay) return replay.replay;
      const result = await work(tx);
      await storeIdempotentResult(tx, idempotency, result);
      return result;
    });
  };

  return {
    async changeStatus(
      access: CompanyAccess<'operate'>,
      orderId: string,
      body: OrderStatusChange,
      idempotency: IdempotencyRequest | undefined,
    ): Promise<Order> {
      const before = await repo.findOrder(db, access.companyId, orderId);
      if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
      const company = await deps.companies.getOne(access.session, 'admin', access.companyId);
      const prepMinutes =
        body.to === 'ordered' ? (body.prepMinutes ?? company.orderSettings.defaultPrepMinutes) : undefined;
      const isRefund =
        body.to === 'cancelled' && before.processStatus === body.from && before.orderStatus === 'completed';
      if (isRefund) await deps.payments.refund(before, body.cancelReasonText || '가게 사정으로 주문 취소');

      return inIdempotentTx(idempotency, async (tx) => {
        const row = await repo.findOrderForUpdate(tx, access.companyId, orderId);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (row.processStatus !== body.from) {
          const now = processStatusLabel(
            row.processStatus as OrderStatusChange['from'],
            row.orderType as Order['orderType'],
          );
          throw await conflict(tx, row, `${ERROR_MESSAGES.transitionNotAllowed} (현재: ${now})`);
        }
        const problem = checkProcessTransition(subjectOf(row), body.to);
        if (problem === 'paymentNotConfirmed')
          throw await conflict(tx, row, ERROR_MESSAGES.paymentNotConfirmed);
        if (problem) throw await conflict(tx, row, ERROR_MESSAGES.transitionNotAllowed);

        const at = new Date(deps.now());
        const change: OrderChange = { processStatus: body.to, actor: actorOf(access) };
        if (body.to === 'ordered' && prepMinutes !== undefined) {
          change.prepMinutes = prepMinutes;
          change.fields = { prepMinutes, estimatedReadyAt: new Date(at.getTime() + prepMinutes * MINUTE_MS) };
        }
        const couponsIssued = body.to === 'completed' ? await completionChange(tx, row, change, at) : [];
        if (body.to === 'cancelled') {
          Object.assign(change, {
            orderStatus: row.orderStatus === 'cancelled' ? undefined : 'cancelled',
            cancelReason: body.cancelReason,
            cancelReasonText: body.cancelReasonText,
            fields: { cancelReason: body.cancelReason ?? null, cancelReasonText: body.cancelReasonText },
          });
          await cancelSideEffects(tx, row, at);
        }
        const updated = await applyOrderChange(tx, row, change, at);
        await auditOrderChange(tx, access, {
          before: row,
          after: updated,
          action: orderAuditActionOf(body.from, body.to),
          details: {
            prepMinutes: change.prepMinutes,
            cancelReason: change.cancelReason,
            cancelReasonText: change.cancelReasonText,
          },
          at,
        });
        // In the same transaction: a committed change always has its message, a rolled-back one never.
        await deps.notifications.enqueueForChange(tx, {
          company,
          order: { ...updated, orderType: updated.orderType as Order['orderType'] },
          to: body.to,
          cancelReason: body.cancelReason,
          cancelReasonText: body.cancelReasonText,
          stampGranted: updated.rewardStampGranted,
          couponsIssued,
        });
        return toOrderDto(updated, await repo.listTransitions(tx, row.companyId, [row.id]), cipher);
      });
    },

    /** The shop took the money at the counter or saw the transfer (pending → completed). */
    async confirmPayment(
      access: CompanyAccess<'operate'>,
      orderId: string,
      body: ConfirmPayment,
      idempotency: IdempotencyRequest | undefined,
    ): Promise<Order> {
      return inIdempotentTx(idempotency, async (tx) => {
        const row = await repo.findOrderForUpdate(tx, access.companyId, orderId);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        const isOffline = row.paymentMethod === 'onsite' || row.paymentMethod === 'bank';
        if (
          !isOffline ||
          !canTransitionOrderStatus(row.orderStatus as Order['orderStatus'], 'completed') ||
          row.orderStatus !== 'pending'
        ) {
          throw await conflict(
            tx,
            row,
            '결제 대기 중인 현장 결제·무통장입금 주문만 결제 완료로 바꿀 수 있습니다.',
          );
        }
        const at = new Date(deps.now());
        const updated = await applyOrderChange(
          tx,
          row,
          {
            orderStatus: 'completed',
            actor: actorOf(access),
            fields: {
              paySummaries: [...row.paySummaries, paidAtCounter(body.method, row.payableAmount, at)],
              payLastConfirmedAt: at,
            },
          },
          at,
        );
        await auditOrderChange(tx, access, {
          before: row,
          after: updated,
          action: 'payment_confirmed',
          details: { method: body.method },
          at,
        });
        return toOrderDto(updated, await repo.listTransitions(tx, row.companyId, [row.id]), cipher);
      });
    },
  };
};

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
