import { AppError } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { applyOrderChange, findOrderForUpdate } from '../orders';
import type { NicepayProvider, NicepayReturn, NicepayWebhook } from './nicepay-provider';
import { type ApprovalRecorder, providerActor } from './payment-approval';
import * as repo from './payments.repository';

type CallbackDeps = {
  db: Db;
  nicepay: NicepayProvider;
  approvals: ApprovalRecorder;
  now: () => number;
  logger: FastifyBaseLogger;
  /** Where the browser goes after the return: the order page with the attempt's outcome. */
  backToStore: (payment: repo.PaymentRow, status: string) => string;
};

/**
 * What NicePay sends us (issue 11, decision 014): the browser's return after the payment window (approve it
 * server-side for the amount we expect, record it) and the webhook on a status change. Each claims the attempt with
 * one guarded UPDATE, so a delivery repeated — or the same approval arriving by both — changes nothing twice.
 */
export const createNicepayCallbacks = (deps: CallbackDeps) => {
  const { db, approvals, backToStore } = deps;

  /** The webhook's `cancelled` for an approval we hold: refunded in NicePay's console, outside the board. */
  const recordOutsideCancel = async (payment: repo.PaymentRow) => {
    const at = new Date(deps.now());
    await db.transaction(async (tx) => {
      const moved = await repo.claimPayment(tx, payment.id, ['approved'], 'cancelled', {
        failureReason: 'NicePay에서 취소됨',
        dateCancelled: at,
        dateModified: at,
      });
      if (!moved) return;
      const order = await findOrderForUpdate(tx, payment.companyId, payment.orderId);
      if (order?.orderStatus !== 'completed') return;
      await applyOrderChange(
        tx,
        order,
        { orderStatus: 'cancelled', actor: providerActor(payment.provider) },
        at,
      );
    });
    deps.logger.warn({ paymentId: payment.id }, 'a NicePay payment was cancelled outside the order board');
  };

  return {
    /** NicePay's return POST: check it is genuine, approve it for the expected amount, record it. */
    async handleReturn(form: NicepayReturn): Promise<string> {
      const payment = form.orderId ? await repo.findPayment(db, form.orderId) : undefined;
      if (payment?.provider !== 'nicepay') throw new AppError('NOT_FOUND', '결제를 찾을 수 없습니다.');
      if (payment.status !== 'ready') return backToStore(payment, payment.status);
      const verified = deps.nicepay.verifyReturn(form);
      if (!verified.ok || verified.amount !== payment.amount) {
        const reason = verified.ok ? '인증 금액이 결제할 금액과 다릅니다.' : verified.reason;
        await approvals.release(payment, 'declined', reason);
        return backToStore(payment, 'declined');
      }
      const claimed = await repo.claimPayment(db, payment.id, ['ready'], 'approving', {
        tid: verified.tid,
        dateModified: new Date(deps.now()),
      });
      if (!claimed) return backToStore(payment, (await repo.findPayment(db, payment.id))?.status ?? 'failed');
      let approval: Awaited<ReturnType<NicepayProvider['approve']>>;
      try {
        approval = await deps.nicepay.approve(verified.tid, payment.amount);
      } catch (error) {
        deps.logger.error({ err: error, paymentId: payment.id }, 'NicePay approve call failed');
        // Unknown outcome: cancel the transaction so the customer is never charged for an order we did not take.
        const unknown = {
          ok: true as const,
          tid: verified.tid,
          amount: payment.amount,
          cardName: '',
          raw: {},
        };
        return backToStore(
          payment,
          await approvals.failApproved(claimed, unknown, '결제 승인 응답을 받지 못했습니다.'),
        );
      }
      if (!approval.ok) {
        await approvals.release(claimed, 'declined', approval.reason);
        return backToStore(payment, 'declined');
      }
      return backToStore(payment, await approvals.record(claimed, approval));
    },

    /**
     * NicePay's webhook. `paid` for an attempt still approving (our process stopped between the approve call and its
     * answer) records it — or cancels it, by the usual rules; `paid` for an attempt whose cancel failed tries the
     * cancel again; `cancelled` for a recorded approval marks the payment and the order's payment cancelled. Anything
     * else, or an attempt that is not NicePay's, is acknowledged and left alone. A forged body is refused.
     */
    async handleWebhook(body: NicepayWebhook): Promise<void> {
      const event = deps.nicepay.verifyWebhook(body);
      if (!event) throw new AppError('UNAUTHENTICATED', '웹훅 서명이 올바르지 않습니다.');
      const payment = await repo.findPayment(db, event.paymentId);
      if (payment?.provider !== 'nicepay' || (payment.tid !== '' && payment.tid !== event.tid)) return;
      if (event.status === 'cancelled' && payment.status === 'approved') return recordOutsideCancel(payment);
      if (event.status !== 'paid') return;
      const approval = {
        ok: true as const,
        tid: event.tid,
        amount: event.amount,
        cardName: event.cardName,
        raw: event.raw,
      };
      if (payment.status === 'approving') {
        await approvals.record(payment, approval);
        return;
      }
      if (payment.status === 'failed') await approvals.cancelAgain(payment, approval);
    },
  };
};
