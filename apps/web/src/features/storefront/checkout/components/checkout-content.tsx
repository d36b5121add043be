import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { SignInCard } from '../../account/components/sign-in-card';
import { SignedInLine } from '../../account/components/signed-in-line';
import { cartStore } from '../../cart/utils/cart-store';
import { OrderTypePicker } from '../../menu/components/order-type-picker';
import { useOrderT } from '../../order-i18n';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { useWon } from '../../shop/hooks/use-won';
import type { useCheckout } from '../hooks/use-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import { AddressSection } from './address-section';
import { AmountSummary } from './amount-summary';
import { CheckoutSection } from './checkout-section';
import { OrderLinesSummary } from './order-lines-summary';
import { PaymentSection } from './payment-section';
import { PlaceOrderBar } from './place-order-bar';
import { PriceChangedModal } from './price-changed-modal';
import { RewardsSection } from './rewards-section';

type CheckoutContentProps = { companyId: string; checkout: ReturnType<typeof useCheckout> };

export const CheckoutContent = ({ companyId, checkout }: CheckoutContentProps) => {
  const { t } = useOrderT();
  const won = useWon();
  const { company, orderType, draft, result, form, update, customer, rewards } = checkout;
  const placing = usePlaceOrder(companyId, checkout.clear);
  if (!company || !orderType || !draft) return null;
  const quote = result?.quote ?? null;
  const refusals = result?.refusals ?? [];
  const payable = quote?.amounts.payableAmount ?? 0;
  const isOnline = ['card', 'kakaopay', 'naverpayCard'].includes(quote?.paymentMethod ?? '');
  const needsAddress = orderType === 'delivery' || orderType === 'parcel';

  const reason = !customer
    ? t('checkout.reasons.signIn')
    : !quote
      ? t('checkout.reasons.pricing')
      : (refusals[0]?.message ?? null);
  const place = (expected: number) =>
    void placing.place({
      order: draft,
      expectedPayableAmount: expected,
      snapshot: {
        pointRemaining: rewards?.activity.pointRemaining ?? 0,
        stampRemaining: rewards?.activity.stampRemaining ?? 0,
      },
    });

  return (
    <>
      <StoreTopBar title={t('checkout.title')} backTo={href('user-companyId-cart', { companyId })} />
      <main id="main">
        <Stack p="md" gap="sm">
          {customer ? <SignedInLine phone={customer.phone} /> : <SignInCard />}
        </Stack>
        <CheckoutSection id="checkout-type" title={t('checkout.orderType')}>
          <OrderTypePicker
            company={company}
            value={orderType}
            onChange={(type) => cartStore.setOrderType(companyId, type)}
          />
        </CheckoutSection>
        {needsAddress ? (
          <CheckoutSection id="checkout-address" title={t('checkout.address.title')}>
            <AddressSection
              address={form.address}
              onChange={(address) => update({ address })}
              needsCoordinates={orderType === 'delivery' && company.deliveryConfig.type === 'quick'}
            />
          </CheckoutSection>
        ) : null}
        <CheckoutSection id="checkout-items" title={t('checkout.items')}>
          {quote ? <OrderLinesSummary lines={quote.lines} /> : null}
        </CheckoutSection>
        <CheckoutSection id="checkout-memo" title={t('checkout.memo')}>
          <Textarea
            aria-label={t('checkout.memo')}
            placeholder={t('checkout.memoPlaceholder')}
            rows={3}
            maxLength={500}
            size="md"
            value={form.customerMemo}
            onChange={(event) => update({ customerMemo: event.currentTarget.value })}
          />
        </CheckoutSection>
        {customer && rewards && quote ? (
          <CheckoutSection id="checkout-rewards" title={t('checkout.rewards.title')}>
            <RewardsSection
              rewards={rewards}
              couponIds={form.couponIds}
              usePoints={form.usePoints}
              maxPoints={
                quote.amounts.finalAmount -
                quote.amounts.couponDiscountTotal -
                quote.amounts.pointDiscountTotal
              }
              refusals={refusals}
              onCoupons={(couponIds) => update({ couponIds })}
              onPoints={(usePoints) => update({ usePoints })}
            />
          </CheckoutSection>
        ) : null}
        <CheckoutSection id="checkout-payment" title={t('checkout.payment.title')}>
          <PaymentSection
            methods={checkout.methods}
            value={form.paymentMethod}
            isFree={quote !== null && payable === 0}
            onChange={(paymentMethod) => update({ paymentMethod })}
          />
        </CheckoutSection>
        <CheckoutSection id="checkout-amounts" title={t('checkout.amounts.title')}>
          {quote ? <AmountSummary quote={quote} /> : <Text c="dimmed">{t('checkout.reasons.pricing')}</Text>}
          {refusals.length > 1 ? (
            <Alert mt="md" color="red" variant="light" title={t('checkout.refusalsTitle')}>
              <List size="sm">
                {refusals.map((refusal) => (
                  <List.Item key={`${refusal.code}-${refusal.lineIndex ?? ''}-${refusal.couponId ?? ''}`}>
                    {refusal.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {placing.state.kind === 'retryable' ? (
            <Alert
              mt="md"
              color="orange"
              variant="light"
              role="alert"
              title={t('checkout.network.title')}
              data-testid="place-unconfirmed"
            >
              {placing.state.isOffline ? t('checkout.network.offlineBody') : t('checkout.network.body')}
              <Group mt="sm" gap="xs">
                <Button variant="filled" color="orange" onClick={() => void placing.resend()}>
                  {t('checkout.network.retry')}
                </Button>
                <Button
                  component={Link}
                  to={href('user-companyId-orders', { companyId })}
                  variant="subtle"
                  color="orange"
                >
                  {t('checkout.network.history')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {placing.state.kind === 'refused' ? (
            <Alert mt="md" color="red" variant="light" role="alert" data-testid="place-refused">
              {placing.state.refusals.map((refusal) => refusal.message).join(' ') || placing.state.message}
            </Alert>
          ) : null}
        </CheckoutSection>
      </main>
      <PlaceOrderBar
        label={
          isOnline
            ? t('checkout.pay', { amount: won(payable) })
            : t('checkout.place', { amount: won(payable) })
        }
        reason={reason}
        isBusy={placing.state.kind === 'placing'}
        onPlace={() => place(payable)}
      />
      {placing.state.kind === 'priceChanged' ? (
        <PriceChangedModal
          quote={placing.state.quote}
          previous={payable}
          onCancel={placing.reset}
          onConfirm={() => {
            const next =
              placing.state.kind === 'priceChanged' ? placing.state.quote.amounts.payableAmount : payable;
            placing.reset();
            place(next);
          }}
        />
      ) : null}
    </>
  );
};
