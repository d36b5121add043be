import {
  COURIER_NAMES,
  courierTrackingUrl,
  type DeliveryAddress,
  isCourier,
  type Order,
  type OrderEvent,
  type OrderTransition,
  type OrderWaybill,
  type PaySummary,
} from '@jumun/shared';
import type { StoredDeliveryAddress, StoredWaybill } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import type { OrderRow, TransitionRow } from './orders.repository';

/** A timeline step as the DTO needs it: a stored row, or one just written (its generated id is never shown). */
type TimelineRow = Omit<TransitionRow, 'id'>;

/** 01012345678 → 010-1234-5678 (E.164 +821012345678 stored). */
const formatKoreanPhone = (e164: string): string => {
  const national = e164.startsWith('+82') ? `0${e164.slice(3)}` : e164;
  return national.length === 11
    ? `${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`
    : national;
};

export const toStoredAddress = (
  address: DeliveryAddress | null,
  cipher: FieldCipher,
): StoredDeliveryAddress | null =>
  address && {
    label: address.label,
    address_name: address.address_name,
    road_address_name: address.road_address_name,
    building_name: address.building_name,
    postCode: address.postCode,
    encryptedDetailAddress: cipher.encrypt(address.detailAddress),
    encryptedRecipientName: cipher.encrypt(address.recipientName),
    encryptedRecipientPhone: cipher.encrypt(address.recipientPhone),
    geoPoint: address.geoPoint,
    requestShop: address.requestShop,
  };

const fromStoredAddress = (
  stored: StoredDeliveryAddress | null,
  cipher: FieldCipher,
): DeliveryAddress | null =>
  stored && {
    label: stored.label,
    address_name: stored.address_name,
    road_address_name: stored.road_address_name,
    building_name: stored.building_name,
    postCode: stored.postCode,
    detailAddress: cipher.decrypt(stored.encryptedDetailAddress),
    recipientName: cipher.decrypt(stored.encryptedRecipientName),
    recipientPhone: cipher.decrypt(stored.encryptedRecipientPhone),
    geoPoint: stored.geoPoint,
    requestShop: stored.requestShop,
  };

const toTransitionDto = (row: TimelineRow): OrderTransition => ({
  axis: row.axis as OrderTransition['axis'],
  from: row.fromStatus,
  to: row.toStatus,
  at: row.at.toISOString(),
  actor: { kind: row.actorKind as OrderTransition['actor']['kind'], uid: row.actorUid, name: row.actorName },
  cancelReason: row.cancelReason as OrderTransition['cancelReason'],
  cancelReasonText: row.cancelReasonText,
  prepMinutes: row.prepMinutes,
});

const toWaybillDto = (stored: StoredWaybill | null): OrderWaybill | null => {
  if (!stored || !isCourier(stored.courier)) return null;
  return {
    courier: stored.courier,
    courierName: COURIER_NAMES[stored.courier],
    trackingNumber: stored.trackingNumber,
    trackingUrl: courierTrackingUrl(stored.courier, stored.trackingNumber),
    shippedAt: stored.shippedAt,
  };
};

const isMoneyConfirmed = (summary: PaySummary) => summary.confirmed;

/** Row + its timeline → the shared Order (decision 012). Secured fields are decrypted for the order's readers only. */
export const toOrderDto = (
  row: OrderRow,
  transitions: readonly TimelineRow[],
  cipher: FieldCipher,
): Order => {
  const confirmed = row.paySummaries.filter(isMoneyConfirmed);
  return {
    id: row.id,
    companyId: row.companyId,
    orderNumber: row.orderNumber,
    orderChannel: row.orderChannel as Order['orderChannel'],
    orderType: row.orderType as Order['orderType'],
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    uid: row.uid,
    customer: {
      phoneSuffix: row.customerPhoneSuffix,
      phone: row.securedCustomerPhone ? formatKoreanPhone(cipher.decrypt(row.securedCustomerPhone)) : '',
    },
    lines: row.lines,
    coupons: row.coupons,
    amounts: {
      cartTotalBase: row.cartTotalBase,
      cartTotalWithOptions: row.cartTotalWithOptions,
      deliveryFee: row.deliveryFee,
      couponDiscountTotal: row.couponDiscountTotal,
      pointDiscountTotal: row.pointDiscountTotal,
      discountTotal: row.couponDiscountTotal + row.pointDiscountTotal,
      finalAmount: row.finalAmount,
      payableAmount: row.payableAmount,
    },
    delivery: {
      fee: row.deliveryFee,
      distanceMeters: row.distanceMeters,
      minimumOrderAmount: row.minimumOrderAmount,
      freeDeliveryThreshold: row.freeDeliveryThreshold,
      address: fromStoredAddress(row.deliveryAddress, cipher),
    },
    customerMemo: row.customerMemo,
    orderStatus: row.orderStatus as Order['orderStatus'],
    processStatus: row.processStatus as Order['processStatus'],
    orderStatusAt: row.statusTimes.orderStatusAt,
    processStatusAt: row.statusTimes.processStatusAt,
    transitions: transitions.filter((t) => t.orderId === row.id).map(toTransitionDto),
    paySummaries: row.paySummaries,
    payLastConfirmedAt: row.payLastConfirmedAt?.toISOString() ?? null,
    isPaymentConfirmed: confirmed.length > 0,
    confirmedPayAmount: confirmed.reduce((sum, summary) => sum + summary.amount, 0),
    bankTransfer: row.bankTransfer ?? null,
    prepMinutes: row.prepMinutes,
    estimatedReadyAt: row.estimatedReadyAt?.toISOString() ?? null,
    cancelReason: row.cancelReason as Order['cancelReason'],
    cancelReasonText: row.cancelReasonText,
    waybill: toWaybillDto(row.waybill),
    rewards: {
      stamp: row.rewardStampPlanned,
      point: row.rewardPointPlanned,
      isPartlyExcluded: row.rewardPartlyExcluded,
      stampGranted: row.rewardStampGranted,
      pointGranted: row.rewardPointGranted,
    },
    revision: row.revision,
    dateCreated: row.dateCreated.toISOString(),
    dateModified: row.dateModified.toISOString(),
    dateCreatedYYYYmm: row.monthKey,
    dateCreatedYYYYmmdd: row.dateKey,
  };
};

/** The realtime summary of an order (shared OrderEvent): no customer data, no lines. */
export const toOrderEvent = (row: OrderRow, at: Date): OrderEvent => ({
  companyId: row.companyId,
  orderId: row.id,
  orderNumber: row.orderNumber,
  orderType: row.orderType as OrderEvent['orderType'],
  paymentMethod: row.paymentMethod as OrderEvent['paymentMethod'],
  orderStatus: row.orderStatus as OrderEvent['orderStatus'],
  processStatus: row.processStatus as OrderEvent['processStatus'],
  payableAmount: row.payableAmount,
  revision: row.revision,
  dateCreatedYYYYmmdd: row.dateKey,
  at: at.toISOString(),
});
