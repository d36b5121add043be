import type { CancelReason, OrderStatus, OrderType, ProcessStatus } from '@jumun/shared';
import { useOrderT } from '../../order-i18n';

/** Status words for customers (domain §5.2 labels in Korean; parcel orders are shipped, not cooked). */
export const useStatusText = () => {
  const { t } = useOrderT();
  return {
    process: (status: ProcessStatus, orderType: OrderType) =>
      orderType === 'parcel' && ['cooking', 'ready', 'delivering', 'delivered'].includes(status)
        ? t(`orders.processParcel.${status as 'cooking' | 'ready' | 'delivering' | 'delivered'}`)
        : t(`orders.process.${status}`),
    payment: (status: OrderStatus) => t(`orders.payment.${status}`),
    cancelReason: (reason: CancelReason | null) => (reason ? t(`orders.cancelReasons.${reason}`) : ''),
  };
};
