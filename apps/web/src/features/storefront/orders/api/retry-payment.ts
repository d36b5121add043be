import type { PaymentNextAction } from '@jumun/shared';
import { customerApi } from '../../account/api/customer-api';

/** `POST /api/store/companies/:companyId/orders/:orderId/pay`: start the online payment again (declined, closed). */
export const retryPayment = (companyId: string, orderId: string) =>
  customerApi.post<PaymentNextAction>(
    `/api/store/companies/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}/pay`,
  );
