import {
  type DeliveryAddressInput,
  enabledPaymentMethods,
  type OrderDraft,
  type OrderType,
  type PaymentMethod,
  type PublicCompany,
} from '@jumun/shared';
import type { CartLine } from '../../cart/utils/cart-line';

/** What the customer fills in on the checkout page, beside the cart (domain §5.4). */
export type CheckoutForm = {
  address: {
    address_name: string;
    detailAddress: string;
    latitude: string;
    longitude: string;
    requestShop: string;
  };
  customerMemo: string;
  couponIds: string[];
  usePoints: number;
  paymentMethod: PaymentMethod;
};

/** Methods a customer can pick here: switched on by the shop, and a transfer only with an account to show. */
export const selectablePaymentMethods = (company: PublicCompany): PaymentMethod[] =>
  enabledPaymentMethods(company.paymentSettings).filter(
    (method) => method !== 'bank' || company.bankAccount.accountNumber.trim() !== '',
  );

export const emptyCheckoutForm = (paymentMethod: PaymentMethod): CheckoutForm => ({
  address: { address_name: '', detailAddress: '', latitude: '', longitude: '', requestShop: '' },
  customerMemo: '',
  couponIds: [],
  usePoints: 0,
  paymentMethod,
});

const coordinate = (value: string, min: number, max: number): number | null => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(number) && number >= min && number <= max ? number : null;
};

/** The address as the order carries it; null when the order type needs none or nothing was typed yet. */
export const toDeliveryAddress = (
  orderType: OrderType,
  address: CheckoutForm['address'],
): DeliveryAddressInput | null => {
  if ((orderType !== 'delivery' && orderType !== 'parcel') || address.address_name.trim() === '') return null;
  const latitude = coordinate(address.latitude, -90, 90);
  const longitude = coordinate(address.longitude, -180, 180);
  return {
    address_name: address.address_name.trim(),
    detailAddress: address.detailAddress.trim(),
    requestShop: address.requestShop.trim(),
    geoPoint: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
};

/**
 * The order the customer is about to place: the cart's lines (product, quantity, choices — never a price: the server
 * prices them) and the checkout's choices. The same draft feeds the page's quote and POST /api/order/place.
 */
export const toOrderDraft = (
  lines: readonly CartLine[],
  orderType: OrderType,
  form: CheckoutForm,
): OrderDraft => {
  const address = toDeliveryAddress(orderType, form.address);
  return {
    orderType,
    items: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      selection: line.selection,
    })),
    couponIds: form.couponIds,
    usePoints: form.usePoints,
    paymentMethod: form.paymentMethod,
    customerMemo: form.customerMemo.trim(),
    deliveryAddress: address
      ? {
          label: '',
          road_address_name: '',
          building_name: '',
          postCode: '',
          recipientName: '',
          recipientPhone: '',
          detailAddress: '',
          requestShop: '',
          geoPoint: null,
          ...address,
        }
      : null,
  };
};
