import {
  AppError,
  canTransitionOrderStatus,
  describeOrderGoods,
  isOnlinePaymentMethod,
  type OrderStatus,
  type PaymentNextAction,
  type PaymentReturnOutcome,
  storeOrderPath,
} from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type CustomerSession, requireCustomer } from '../../access';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import type { CompanyService } from '../company';
import { applyOrderChange, findOrder, findOrderForUpdate, type OrderRow } from '../orders';
import { createNicepayCallbacks } from './nicepay-callbacks';
import type { NicepayProvider } from './nicepay-provider';
import { createApprovalRecorder, providerActor } from './payment-approval';
import type { PaymentProvider } from './payment-provider';
import * as repo from './payments.repository';
import { renderTestCheckoutPage } from './test-checkout-page';
import { type createTestProvider, TEST_CHECKOUT_PATH } from './test-provider';

export type PaymentsDeps = {
  db: Db;
  companies: CompanyService;
  /** The provider new payments go through (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
  test: ReturnType<typeof createTestProvider>;
  nicepay: NicepayProvider;
  now: () => number;
  logger: FastifyBaseLogger;
};

const OUTCOME_OF: Partial<Record<string, PaymentReturnOutcome>> = {
  approved: 'approved',
  declined: 'declined',
  closed: 'closed',
  failed: 'failed',
  cancelled: 'failed',
};

/**
 * Payments through a provider adapter (issue 11, decision 014): open an attempt for an online order, take the
 * provider's answer (test page buttons, NicePay return and webhook), retry after a decline, refund on cancel.
 */
export const createPaymentsService = (deps: PaymentsDeps) => {
  const { db } = deps;
  const providers: Record<string, PaymentProvider> = { test: deps.test, nicepay: deps.nicepay };
  const approvals = createApprovalRecorder({ db, providers, now: deps.now, logger: deps.logger });

  const backToStore = (payment: repo.PaymentRow, status: string) =>
    storeOrderPath(payment.companyId, payment.orderId, OUTCOME_OF[status]);
  const nicepay = createNicepayCallbacks({
    db,
    nicepay: deps.nicepay,
    approvals,
    now: deps.now,
    logger: deps.logger,
    backToStore,
  });

  const start = async (tx: Tx, order: OrderRow, goodsName: string): Promise<PaymentNextAction> => {
    const method = order.paymentMethod;
    if (!isOnlinePaymentMethod(method as never))
      throw new AppError('PAYMENT_FAILED', '온라인 결제 주문이 아닙니다.');
    const at = new Date(deps.now());
    const paymentId = newId('pay');
    await repo.insertPayment(tx, {
      id: paymentId,
      companyId: order.companyId,
      orderId: order.id,
      provider: deps.provider.name,
      method,
      amount: order.payableAmount,
      dateCreated: at,
      dateModified: at,
    });
    await applyOrderChange(
      tx,
      order,
      { orderStatus: 'paymentProcessing', actor: providerActor(deps.provider.name) },
      at,
    );
    return deps.provider.nextAction({
      paymentId,
      companyId: order.companyId,
      orderId: order.id,
      method: method as 'card',
      amount: order.payableAmount,
      goodsName,
    });
  };

  return {
    start,

    /** `POST …/orders/:orderId/pay`: a new attempt after a decline, a closed page or a failed recording. */
    async retry(
      session: CustomerSession | null,
      companyId: string,
      orderId: string,
    ): Promise<PaymentNextAction> {
      const customer = requireCustomer(session, companyId);
      return db.transaction(async (tx) => {
        const order = await findOrderForUpdate(tx, companyId, orderId);
        if (!order || order.uid !== customer.uid) throw new AppError('NOT_FOUND', '주문을 찾을 수 없습니다.');
        const status = order.orderStatus as OrderStatus;
        const canPay =
          isOnlinePaymentMethod(order.paymentMethod as never) && order.processStatus !== 'cancelled';
        if (
          !canPay ||
          !(status === 'paymentProcessing' || canTransitionOrderStatus(status, 'paymentProcessing'))
        ) {
          throw new AppError('PAYMENT_FAILED', '결제할 수 있는 상태의 주문이 아닙니다.');
        }
        const at = new Date(deps.now());
        await repo.closeOpenAttempts(tx, companyId, orderId, at);
        // A page left open is superseded: the order is back to waiting before the new attempt opens.
        const waiting =
          status === 'paymentProcessing'
            ? await applyOrderChange(
                tx,
                order,
                { orderStatus: 'pending', actor: providerActor(deps.provider.name) },
                at,
              )
            : order;
        return start(tx, waiting, describeOrderGoods(order.lines));
      });
    },

    async findTestPayment(paymentId: string) {
      const payment = await repo.findPayment(db, paymentId);
      if (payment?.provider !== 'test') throw new AppError('NOT_FOUND', '결제를 찾을 수 없습니다.');
      return payment;
    },

    /** The simulated card page of the test provider. */
    async testPage(paymentId: string): Promise<string> {
      const payment = await this.findTestPayment(paymentId);
      const [order, company] = await Promise.all([
        findOrder(db, payment.companyId, payment.orderId),
        deps.companies.getOne(null, 'user', payment.companyId),
      ]);
      return renderTestCheckoutPage({
        action: `${TEST_CHECKOUT_PATH}/${payment.id}`,
        shopName: company.businessInfo.shopName || payment.companyId,
        goodsName: describeOrderGoods(order?.lines ?? []),
        amount: payment.amount,
        method: payment.method,
        doneUrl: payment.status === 'ready' ? null : backToStore(payment, payment.status),
      });
    },

    /** The test page's buttons; returns where to send the browser. A second press changes nothing. */
    async testAction(
      paymentId: string,
      action: 'approve' | 'decline' | 'close',
      amount?: number,
    ): Promise<string> {
      const payment = await this.findTestPayment(paymentId);
      if (action === 'approve') {
        const claimed = await repo.claimPayment(db, paymentId, ['ready'], 'approving', {
          dateModified: new Date(deps.now()),
        });
        if (!claimed) return backToStore(payment, payment.status);
        const approval = deps.test.approve(amount ?? payment.amount);
        if (!approval.ok) return backToStore(payment, 'failed');
        return backToStore(payment, await approvals.record(claimed, approval));
      }
      if (payment.status !== 'ready') return backToStore(payment, payment.status);
      const outcome = action === 'decline' ? 'declined' : 'closed';
      await approvals.release(
        payment,
        outcome,
        action === 'decline' ? '카드사 승인 거절 (테스트)' : '결제 창을 닫음',
      );
      return backToStore(payment, outcome);
    },

    nicepayReturn: nicepay.handleReturn,
    nicepayWebhook: nicepay.handleWebhook,

    /** Refunds every approved payment of an order (a card-paid order cancelled by the shop). */
    async refund(order: OrderRow, reason: string) {
      for (const payment of await repo.listApprovedPayments(db, order.companyId, order.id)) {
        const provider = providers[payment.provider];
        let result: Awaited<ReturnType<PaymentProvider['cancel']>> | undefined;
        try {
          result = await provider?.cancel({
            tid: payment.tid,
            amount: payment.approvedAmount ?? payment.amount,
            reason,
            paymentId: payment.id,
          });
        } catch (error) {
          deps.logger.error({ err: error, paymentId: payment.id }, 'refund call failed');
        }
        if (!result?.ok) {
          const why = result && !result.ok ? `: ${result.reason}` : '';
          throw new AppError(
            'BAD_GATEWAY',
            `결제 취소(환불)를 하지 못했습니다${why}. 잠시 후 다시 시도해 주세요.`,
          );
        }
        const at = new Date(deps.now());
        await repo.claimPayment(db, payment.id, ['approved'], 'cancelled', {
          dateCancelled: at,
          dateModified: at,
          failureReason: reason,
        });
      }
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
