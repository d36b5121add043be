import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { href } from '../../../../config/paths';
import { Link, useParams, useSearchParams } from '../../../../lib/router';
import { SignInCard } from '../../account/components/sign-in-card';
import { useCustomerAt } from '../../account/hooks/use-customer';
import { AmountSummary } from '../../checkout/components/amount-summary';
import { CheckoutSection } from '../../checkout/components/checkout-section';
import { OrderLinesSummary } from '../../checkout/components/order-lines-summary';
import { useOrderT } from '../../order-i18n';
import { ShopLoadState } from '../../shop/components/shop-load-state';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { orderQueryOptions } from '../api/get-order';
import { useLiveOrders } from '../hooks/use-live-orders';
import { BankTransferCard } from './bank-transfer-card';
import { OrderStatusCard } from './order-status-card';
import { PaymentOutcome } from './payment-outcome';
import { WaybillCard } from './waybill-card';

/**
 * /user/:companyId/orders/:orderId — the order complete page and the live status page in one: 주문번호, the shop's
 * progress as it happens, the estimated ready time, how to pay a transfer, the items and amounts.
 */
export const OrderPage = () => {
  const { t } = useOrderT();
  const { companyId = '', orderId = '' } = useParams();
  const [params] = useSearchParams();
  const customer = useCustomerAt(companyId);
  const uid = customer?.uid ?? null;
  useLiveOrders(companyId, uid);
  const order = useQuery(orderQueryOptions(companyId, orderId, uid));
  const backTo = href('user-companyId-orders', { companyId });

  if (!customer) {
    return (
      <>
        <StoreTopBar title={t('orders.detailTitle')} backTo={href('user-companyId', { companyId })} />
        <main id="main">
          <Stack p="md">
            <SignInCard />
          </Stack>
        </main>
      </>
    );
  }
  if (!order.data) {
    return (
      <ShopLoadState
        title={t('orders.detailTitle')}
        backTo={backTo}
        error={order.error}
        onRetry={() => void order.refetch()}
        missing={{
          text: t('orders.notFound'),
          action: (
            <Button component={Link} to={backTo} size="md" variant="light">
              {t('orders.title')}
            </Button>
          ),
        }}
      />
    );
  }
  const data = order.data;
  return (
    <>
      <StoreTopBar title={t('orders.detailTitle')} backTo={backTo} />
      <main id="main">
        <OrderStatusCard order={data} />
        <Stack gap="md" pb="md">
          <WaybillCard order={data} />
          <PaymentOutcome order={data} outcome={params.get('payment')} />
          <BankTransferCard order={data} />
        </Stack>
        <CheckoutSection id="order-items" title={t('checkout.items')}>
          <OrderLinesSummary lines={data.lines} />
        </CheckoutSection>
        <CheckoutSection id="order-amounts" title={t('checkout.amounts.title')}>
          <AmountSummary quote={data} />
        </CheckoutSection>
      </main>
    </>
  );
};
