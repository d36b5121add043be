import {
  type Order,
  type OrderType,
  orderSchema,
  type PaymentMethod,
  type ProcessStatus,
} from '@jumun/shared';

type OrderFields = Partial<Omit<Order, 'customer'>> & {
  phoneSuffix?: string;
  processStatus?: ProcessStatus;
  orderType?: OrderType;
  paymentMethod?: PaymentMethod;
};

/**
 * One valid order (checked against the shared schema, so a factory that drifts from the contract fails loudly):
 * a takeout order of one 아메리카노 paid at the counter, placed at 10:00 Seoul time on 2026-11-24.
 */
export const makeOrder = ({ phoneSuffix = '1234', ...fields }: OrderFields = {}): Order => {
  const placedAt = '2026-11-24T01:00:00.000Z';
  const processStatus = fields.processStatus ?? 'waitingConfirm';
  return orderSchema.parse({
    id: 'ord_test_1',
    companyId: 'coJumunSample',
    orderNumber: 1,
    orderChannel: 'web',
    orderType: 'takeout',
    paymentMethod: 'onsite',
    uid: 'customer-1',
    customer: { phoneSuffix, phone: `010-0000-${phoneSuffix}` },
    lines: [
      {
        lineIndex: 0,
        productId: 'prd_americano',
        productName: '아메리카노',
        productNameShort: '',
        imageThumbnailFileName: '',
        unit: '',
        categories: [],
        priceOriginal: 4500,
        basePrice: 4500,
        optionsPrice: 500,
        unitPrice: 5000,
        quantity: 2,
        lineTotalBase: 9000,
        lineTotal: 10000,
        options: [{ optionId: 'opt_shot', optionName: '샷 추가', selectedValue: '1샷', price: 500 }],
        selection: {},
        rewardStamp: 1,
        rewardPoint: 0,
        rewardExcludedQuantity: 0,
        parcelBundleValue: 1,
      },
    ],
    coupons: [],
    amounts: {
      cartTotalBase: 9000,
      cartTotalWithOptions: 10000,
      deliveryFee: 0,
      couponDiscountTotal: 0,
      pointDiscountTotal: 0,
      discountTotal: 0,
      finalAmount: 10000,
      payableAmount: 10000,
    },
    delivery: {
      fee: 0,
      distanceMeters: null,
      minimumOrderAmount: 0,
      freeDeliveryThreshold: 0,
      address: null,
    },
    customerMemo: '',
    orderStatus: 'pending',
    processStatus,
    orderStatusAt: { pending: placedAt },
    processStatusAt: { waitingConfirm: placedAt },
    transitions: [
      {
        axis: 'process',
        from: null,
        to: 'waitingConfirm',
        at: placedAt,
        actor: { kind: 'customer', uid: 'customer-1', name: '고객' },
        cancelReason: null,
        cancelReasonText: '',
        prepMinutes: null,
      },
    ],
    paySummaries: [],
    payLastConfirmedAt: null,
    isPaymentConfirmed: false,
    confirmedPayAmount: 0,
    bankTransfer: null,
    prepMinutes: null,
    estimatedReadyAt: null,
    cancelReason: null,
    cancelReasonText: '',
    waybill: null,
    rewards: { stamp: 1, point: 0, isPartlyExcluded: false, stampGranted: 0, pointGranted: 0 },
    revision: 1,
    dateCreated: placedAt,
    dateModified: placedAt,
    dateCreatedYYYYmm: 202611,
    dateCreatedYYYYmmdd: 20261124,
    ...fields,
  });
};
