import crypto from 'node:crypto';
import {
  AppError,
  describeOrderGoods,
  ERROR_MESSAGES,
  formatOrderId,
  isOnlinePaymentMethod,
  type OrderDraft,
  type OrderQuote,
  type OrderRefusal,
  type PaymentNextAction,
  type PlaceOrderRequest,
  type PlaceOrderResult,
  type PublicCompany,
  type QuoteCompany,
  type QuoteResult,
  quoteOrder,
  refusalHttpStatus,
  seoulDateKey,
  seoulMonthKey,
} from '@jumun/shared';
import { type CustomerSession, canCustomerActAt, requireCustomer } from '../../access';
import type { Db, Tx } from '../../db/client';
import { sendTogether, settledValue } from '../../db/send-together';
import type { FieldCipher } from '../../lib/field-cipher';
import * as catalogue from '../catalogue';
import type { CompanyService } from '../company';
import type { RewardsService } from '../customers';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResultAndNotify } from '../idempotency';
import { toOrderDto, toStoredAddress } from './order.dto';
import { orderPlacedNotifications } from './order-transition';
import * as repo from './orders.repository';

/** What the order service needs from the payments module (injected, so orders never import payments). */
export type PaymentStarter = {
  /** Opens the payment attempt of an online order inside the placing (or retrying) transaction. */
  start: (tx: Tx, order: repo.OrderRow, goodsName: string) => Promise<PaymentNextAction>;
  /** Refunds every approved payment of an order through its provider; throws BAD_GATEWAY when it cannot. */
  refund: (order: repo.OrderRow, reason: string) => Promise<void>;
};

export type PlaceOrderDeps = {
  db: Db;
  cipher: FieldCipher;
  companies: CompanyService;
  rewards: RewardsService;
  payments: PaymentStarter;
  now: () => number;
};

const toQuoteCompany = (company: PublicCompany): QuoteCompany => company;

const refusalError = (refusals: OrderRefusal[], quote: OrderQuote) => {
  const [first] = refusals;
  const status = refusalHttpStatus(refusals.map((entry) => entry.code));
  const head = first?.message ?? ERROR_MESSAGES.orderRefused;
  const message = refusals.length > 1 ? `${head} 외 ${refusals.length - 1}건` : head;
  return new AppError(status === 400 ? 'ORDER_INVALID' : 'ORDER_REFUSED', message, {
    details: { refusals, quote },
  });
};

/** A retried request's stored answer, thrown out of the placing transaction so the locks taken beside it roll back. */
class Replayed extends Error {
  constructor(readonly result: PlaceOrderResult) {
    super('replayed');
  }
}

/** `ord_{yyyyMMddHHmmssSSS}_{random}` (domain §1.1). */
const newOrderId = (at: Date) => formatOrderId(at, crypto.randomBytes(6).toString('base64url'));

/**
 * Placing an order (issue 11, decisions 012, 014 and 025). Everything runs in one transaction: the Idempotency-Key is
 * claimed first (a retry gets the stored answer), then the company row is locked by the productVersion bump (stock is
 * a catalogue write, and the lock also serialises this company's placements) and read in the same statement, the live
 * catalogue (from the cache of that exact catalogue state, else the database) and the customer's balance are read,
 * `quoteOrder` prices the cart, and only an order it accepts at exactly the expected amount is written: stock,
 * points, coupons, the daily number with the order and its timeline, the payment attempt, the stored answer with the
 * events. Five round trips on a warm cache, the writes prepared: statements that do not need each other's answers
 * are sent together (decision 048), so the three locks share one and the stock and the order another.
 */
export const createPlaceOrderService = (deps: PlaceOrderDeps) => {
  const { db, cipher } = deps;
  const quoteCatalogues = catalogue.createQuoteCatalogueCache();

  const loadCompany = async (companyId: string) =>
    toQuoteCompany(await deps.companies.getOne(null, 'user', companyId));

  const writeOrder = async (
    tx: Tx,
    input: {
      request: PlaceOrderRequest;
      quote: OrderQuote;
      customer: CustomerSession;
      company: QuoteCompany;
      securedPhone: string;
      phoneSuffix: string;
      at: Date;
    },
  ) => {
    const { request, quote, customer, at } = input;
    const { companyId } = request;
    const dateKey = seoulDateKey(at);
    const isZero = quote.paymentMethod === 'zeropay';
    const iso = at.toISOString();
    const orderId = newOrderId(at);
    const values: Omit<repo.NewOrderRow, 'orderNumber'> = {
      companyId,
      id: orderId,
      dateKey,
      monthKey: seoulMonthKey(at),
      uid: customer.uid,
      orderType: request.order.orderType,
      paymentMethod: quote.paymentMethod,
      orderStatus: isZero ? 'completed' : 'pending',
      processStatus: 'waitingConfirm',
      ...quote.amounts,
      distanceMeters: quote.delivery.distanceMeters,
      minimumOrderAmount: quote.delivery.minimumOrderAmount,
      freeDeliveryThreshold: quote.delivery.freeDeliveryThreshold,
      lines: quote.lines,
      coupons: quote.coupons,
      deliveryAddress: toStoredAddress(request.order.deliveryAddress, cipher),
      customerMemo: request.order.customerMemo,
      customerPhoneSuffix: input.phoneSuffix,
      securedCustomerPhone: input.securedPhone,
      bankTransfer: quote.paymentMethod === 'bank' ? input.company.bankAccount : null,
      statusTimes: {
        orderStatusAt: isZero ? { pending: iso, completed: iso } : { pending: iso },
        processStatusAt: { waitingConfirm: iso },
      },
      paySummaries: isZero
        ? [
            {
              method: 'zeropay',
              amount: 0,
              confirmed: true,
              dateProcessed: iso,
              provider: '',
              tid: '',
              cardName: '',
              reason: '',
            },
          ]
        : [],
      payLastConfirmedAt: isZero ? at : null,
      rewardStampPlanned: quote.rewards.stamp,
      rewardPointPlanned: quote.rewards.point,
      rewardPartlyExcluded: quote.rewards.isPartlyExcluded,
      dateCreated: at,
      dateModified: at,
    };
    const actor = { kind: 'customer' as const, uid: customer.uid, name: `고객 ${input.phoneSuffix}` };
    // Every column spelled out, so the timeline the answer shows is exactly the one stored.
    const placed = {
      companyId,
      orderId,
      at,
      actorKind: actor.kind,
      actorUid: actor.uid,
      actorName: actor.name,
      cancelReason: null,
      cancelReasonText: '',
      prepMinutes: null,
    };
    const timeline: Omit<repo.TransitionRow, 'id'>[] = [
      { ...placed, axis: 'payment', fromStatus: null, toStatus: 'pending' },
      ...(isZero ? [{ ...placed, axis: 'payment', fromStatus: 'pending', toStatus: 'completed' }] : []),
      { ...placed, axis: 'process', fromStatus: null, toStatus: 'waitingConfirm' },
    ];
    const row = await repo.insertPlacedOrder(tx, values, timeline);
    return { row, timeline };
  };

  return {
    /** The server's breakdown of a cart (the checkout may ask instead of computing); balances when signed in. */
    async quote(
      customer: CustomerSession | null,
      companyId: string,
      order: OrderDraft,
    ): Promise<QuoteResult> {
      const company = await loadCompany(companyId);
      const productIds = [...new Set(order.items.map((item) => item.productId))];
      const quoteCatalogue = await catalogue.loadQuoteCatalogue(db, companyId, productIds);
      // Another company's login-link sign-in quotes as a guest here: its balances and 친구톡 price are not its to read.
      const held =
        customer && canCustomerActAt(customer, companyId)
          ? await deps.rewards.peekForOrder(companyId, customer.uid, order.couponIds)
          : null;
      return quoteOrder({
        company,
        catalogue: quoteCatalogue,
        order,
        customer: held,
        // Server-verified (a login link's friendtalkCode, issue 15): the client's word never unlocks it.
        friendtalk: held?.friendtalkReceiver ?? false,
        now: new Date(deps.now()),
      });
    },

    async place(
      session: CustomerSession | null,
      request: PlaceOrderRequest,
      idempotency: IdempotencyRequest | undefined,
    ): Promise<PlaceOrderResult> {
      const customer = requireCustomer(session, request.companyId);
      if (!idempotency) throw new AppError('VALIDATION', ERROR_MESSAGES.idempotencyKeyRequired);
      const { companyId, order } = request;
      // Run once the transaction has committed: the catalogue cache learns the state this placement left behind.
      let publishCatalogue: (() => void) | undefined;

      const placing = db.transaction(async (tx) => {
        const at = new Date(deps.now());
        // One round trip on a pipelining connection (decision 048): the key's claim, the company lock and the
        // customer's lock are sent together, in the order the locks have always been taken. A replayed key rolls the
        // other two back (Replayed below).
        const [claimed, lockedCompany, lockedCustomer] = await sendTogether(tx, () => [
          claimIdempotencyKey<PlaceOrderResult>(tx, idempotency),
          deps.companies.lockForOrder(tx, companyId),
          deps.rewards.loadForOrder(tx, companyId, customer.uid, order.couponIds, at),
        ]);
        const replay = settledValue(claimed);
        if (replay) throw new Replayed(replay.replay);
        const locked = settledValue(lockedCompany);
        const held = settledValue(lockedCustomer);
        const company = toQuoteCompany(locked.company);
        const productIds = [...new Set(order.items.map((item) => item.productId))];
        const quoteCatalogue = await quoteCatalogues.load(tx, companyId, productIds, locked.catalogueState);
        if (!held) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.customerOnly);
        const { quote, refusals } = quoteOrder({
          company,
          catalogue: quoteCatalogue,
          order,
          customer: {
            pointRemaining: held.balance.pointRemaining,
            stampRemaining: held.balance.stampRemaining,
            coupons: held.coupons,
          },
          friendtalk: held.balance.friendtalkReceiver,
          now: at,
          clientSnapshot: request.clientSnapshot,
        });
        if (refusals.length > 0) throw refusalError(refusals, quote);
        if (quote.amounts.payableAmount !== request.expectedPayableAmount) {
          throw new AppError('PRICE_CHANGED', ERROR_MESSAGES.priceChanged, {
            details: { expectedPayableAmount: request.expectedPayableAmount, quote },
          });
        }

        const units = new Map<string, number>();
        for (const line of quote.lines)
          units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
        // The stock and the order go out together too: an order whose stock ran short is rolled back with it.
        const [taken, orderWritten] = await sendTogether(tx, () => [
          Promise.all(
            [...units].map(([productId, quantity]) =>
              catalogue.takeStock(tx, companyId, productId, quantity, at),
            ),
          ),
          writeOrder(tx, {
            request,
            quote,
            customer,
            company,
            securedPhone: held.profile.securedPhone,
            phoneSuffix: held.profile.phoneSuffix,
            at,
          }),
        ]);
        if (settledValue(taken).includes(false)) {
          throw new AppError('ORDER_REFUSED', '재고가 부족합니다. 장바구니를 다시 확인해 주세요.');
        }
        const { row, timeline } = settledValue(orderWritten);
        const ref = { companyId, uid: customer.uid, orderId: row.id, at };
        await deps.rewards.consumeForOrder(tx, ref, quote.amounts.pointDiscountTotal, quote.coupons);
        const isPaidOnline = row.orderStatus === 'pending' && isOnlinePaymentMethod(quote.paymentMethod);
        const nextAction: PaymentNextAction = isPaidOnline
          ? await deps.payments.start(tx, row, describeOrderGoods(quote.lines))
          : { type: 'complete' };
        // Only a payment attempt changes the order after it was written; otherwise the written row is the answer.
        const current = isPaidOnline ? ((await repo.findOrder(tx, companyId, row.id)) ?? row) : row;
        const transitions = isPaidOnline ? await repo.listTransitions(tx, companyId, [row.id]) : timeline;
        const result: PlaceOrderResult = {
          id: row.id,
          order: toOrderDto(current, transitions, cipher),
          nextAction,
        };
        await storeIdempotentResultAndNotify(tx, idempotency, result, orderPlacedNotifications(current, at));
        publishCatalogue = () =>
          quoteCatalogues.committed(companyId, locked.catalogueState, locked.catalogueStateAfter, units);
        return result;
      });
      try {
        const placed = await placing;
        publishCatalogue?.();
        return placed;
      } catch (error) {
        if (error instanceof Replayed) return error.result;
        throw error;
      }
    },
  };
};

export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
