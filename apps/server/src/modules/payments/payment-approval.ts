import type { OrderActor, PaySummary } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { applyOrderChange, findOrderForUpdate } from '../orders';
import type { Approval, PaymentProvider } from './payment-provider';
import { claimPayment, findPayment, type PaymentRow } from './payments.repository';

type Approved = Extract<Approval, { ok: true }>;

export type ApprovalDeps = {
  db: Db;
  providers: Record<string, PaymentProvider>;
  now: () => number;
  logger: FastifyBaseLogger;
};

const PROVIDER_NAMES: Record<string, string> = { test: '테스트 결제', nicepay: 'NicePay' };
export const providerActor = (provider: string): OrderActor => ({
  kind: 'provider',
  uid: null,
  name: PROVIDER_NAMES[provider] ?? provider,
});

const summary = (payment: PaymentRow, fields: Partial<PaySummary>, at: Date): PaySummary => ({
  method: payment.method as PaySummary['method'],
  amount: payment.amount,
  confirmed: false,
  dateProcessed: at.toISOString(),
  provider: payment.provider,
  tid: '',
  cardName: '',
  reason: '',
  ...fields,
});

/** Suffixes of failureReason while an unrecorded approval is being cancelled, and when its cancel failed. */
const CANCELLING = ' (승인 취소 중)';
const CANCEL_FAILED = ' (승인 취소 실패: 확인 필요)';

/** Why an approval cannot be recorded on the order; the approval is then cancelled with the provider. */
class UnrecordableApproval extends Error {}

/**
 * Turns a provider's answer into order state (issue 11): an approval is recorded only when its amount equals the
 * order's payable amount and the order is still waiting for it; otherwise — or when recording fails for any
 * reason — the approval is cancelled through the provider and the order ends in failed_system. A decline or a
 * closed page only moves the order back (failed / pending) so the customer can try again.
 */
export const createApprovalRecorder = (deps: ApprovalDeps) => {
  const { db } = deps;

  /** True when the provider confirmed the cancel; a refused or unanswered call is logged and left for a person. */
  const cancelWithProvider = async (payment: PaymentRow, tid: string, amount: number, reason: string) => {
    try {
      const result = await deps.providers[payment.provider]?.cancel({
        tid,
        amount,
        reason,
        paymentId: payment.id,
      });
      return result?.ok === true;
    } catch (error) {
      deps.logger.error({ err: error, paymentId: payment.id }, 'cancelling an unrecorded approval failed');
      return false;
    }
  };

  /**
   * Cancels an approval we will not record and ends the order in failed_system. The attempt is taken first
   * (approving → failed, one guarded UPDATE): an approval that was recorded meanwhile — the same transaction arriving
   * by webhook while the approve call's answer was lost — is never cancelled; its outcome is returned instead.
   */
  const failApproved = async (
    payment: PaymentRow,
    approval: Approved,
    reason: string,
  ): Promise<'approved' | 'failed'> => {
    const taken = await claimPayment(db, payment.id, ['approving'], 'failed', {
      tid: approval.tid,
      approvedAmount: approval.amount,
      failureReason: `${reason}${CANCELLING}`,
      raw: approval.raw,
      dateModified: new Date(deps.now()),
    });
    if (!taken) return (await findPayment(db, payment.id))?.status === 'approved' ? 'approved' : 'failed';
    const cancelled = await cancelWithProvider(payment, approval.tid, approval.amount, reason);
    const at = new Date(deps.now());
    await db.transaction(async (tx) => {
      await claimPayment(tx, payment.id, ['failed'], cancelled ? 'cancelled' : 'failed', {
        failureReason: cancelled ? reason : `${reason}${CANCEL_FAILED}`,
        dateModified: at,
        dateCancelled: cancelled ? at : null,
      });
      const order = await findOrderForUpdate(tx, payment.companyId, payment.orderId);
      if (order?.orderStatus !== 'paymentProcessing') return;
      const failed = summary(payment, { tid: approval.tid, reason }, at);
      await applyOrderChange(
        tx,
        order,
        {
          orderStatus: 'failed_system',
          actor: providerActor(payment.provider),
          fields: { paySummaries: [...order.paySummaries, failed] },
        },
        at,
      );
    });
    deps.logger.warn({ paymentId: payment.id, reason, cancelled }, 'approved payment not recorded');
    return 'failed';
  };

  return {
    /** Records an approval, or cancels it again when the order cannot take it. */
    async record(payment: PaymentRow, approval: Approved): Promise<'approved' | 'failed'> {
      const at = new Date(deps.now());
      try {
        return await db.transaction(async (tx): Promise<'approved'> => {
          const order = await findOrderForUpdate(tx, payment.companyId, payment.orderId);
          if (!order) throw new UnrecordableApproval('주문을 찾을 수 없습니다.');
          // The same approval delivered again (return and webhook, under the order's lock): already recorded.
          const current = await findPayment(tx, payment.id);
          if (current?.status === 'approved' && current.tid === approval.tid) return 'approved';
          if (approval.amount !== payment.amount || approval.amount !== order.payableAmount) {
            throw new UnrecordableApproval(
              `승인 금액(${approval.amount}원)이 결제할 금액(${order.payableAmount}원)과 다릅니다.`,
            );
          }
          if (order.orderStatus !== 'paymentProcessing')
            throw new UnrecordableApproval('결제를 기다리는 주문이 아닙니다.');
          const claimed = await claimPayment(tx, payment.id, ['approving'], 'approved', {
            tid: approval.tid,
            approvedAmount: approval.amount,
            cardName: approval.cardName,
            raw: approval.raw,
            dateApproved: at,
            dateModified: at,
          });
          if (!claimed) throw new UnrecordableApproval('이미 처리된 결제입니다.');
          const paid = summary(
            payment,
            { confirmed: true, tid: approval.tid, cardName: approval.cardName },
            at,
          );
          await applyOrderChange(
            tx,
            order,
            {
              orderStatus: 'completed',
              actor: providerActor(payment.provider),
              fields: { paySummaries: [...order.paySummaries, paid], payLastConfirmedAt: at },
            },
            at,
          );
          return 'approved';
        });
      } catch (error) {
        const reason =
          error instanceof UnrecordableApproval ? error.message : '결제 승인을 기록하지 못했습니다.';
        if (!(error instanceof UnrecordableApproval))
          deps.logger.error({ err: error }, 'recording an approval failed');
        return failApproved(payment, approval, reason);
      }
    },

    failApproved,

    /** An unrecorded approval whose cancel failed, reported paid again (webhook): try the cancel once more. */
    async cancelAgain(payment: PaymentRow, approval: Approved) {
      const reason = payment.failureReason.replace(CANCEL_FAILED, '').replace(CANCELLING, '');
      if (!(await cancelWithProvider(payment, approval.tid, approval.amount, reason))) return;
      const at = new Date(deps.now());
      await claimPayment(db, payment.id, ['failed'], 'cancelled', {
        failureReason: reason,
        dateCancelled: at,
        dateModified: at,
      });
    },

    /** The customer declined or closed the provider's page (or the provider refused): nothing was charged. */
    async release(payment: PaymentRow, outcome: 'declined' | 'closed', reason: string) {
      const at = new Date(deps.now());
      await db.transaction(async (tx) => {
        const moved = await claimPayment(tx, payment.id, ['ready', 'approving'], outcome, {
          failureReason: reason,
          dateModified: at,
        });
        if (!moved) return;
        const order = await findOrderForUpdate(tx, payment.companyId, payment.orderId);
        if (order?.orderStatus !== 'paymentProcessing') return;
        const fields =
          outcome === 'declined'
            ? { paySummaries: [...order.paySummaries, summary(payment, { reason }, at)] }
            : {};
        await applyOrderChange(
          tx,
          order,
          {
            orderStatus: outcome === 'declined' ? 'failed' : 'pending',
            actor: providerActor(payment.provider),
            fields,
          },
          at,
        );
      });
    },
  };
};

export type ApprovalRecorder = ReturnType<typeof createApprovalRecorder>;
