import type { PublicCompany } from '@jumun/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { useOpenStatus } from '../../shop/hooks/use-open-status';
import { useWon } from '../../shop/hooks/use-won';
import type { useCartCheck } from '../hooks/use-cart-check';
import type { Cart } from '../utils/cart-store';
import { cartStore } from '../utils/cart-store';
import { CartLineRow } from './cart-line-row';
import { CheckoutBar } from './checkout-bar';

type CartContentProps = {
  companyId: string;
  company: PublicCompany;
  cart: Cart;
  checked: ReturnType<typeof useCartCheck>;
  now: Date;
};

export const CartContent = ({ companyId, company, cart, checked, now }: CartContentProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const status = useOpenStatus(company, now);
  const menuPath = href('user-companyId', { companyId });
  const blockedKeys =
    checked.lines
      ?.filter(({ check }) => check.status !== 'ok' && check.status !== 'priceChanged')
      .map(({ line }) => line.key) ?? [];
  const orderTypeLabel = checked.orderType ? t(`shop.orderType.${checked.orderType}`) : '';

  return (
    <>
      <StoreTopBar title={t('cart.title')} backTo={menuPath} />
      <main id="main">
        {cart.lines.length === 0 ? (
          <Stack p="xl" align="center" gap="md">
            <Text c="dimmed">{t('cart.empty')}</Text>
            <Button component={Link} to={menuPath} variant="light" size="md">
              {t('cart.goMenu')}
            </Button>
          </Stack>
        ) : (
          <>
            {!status.isOpen ? (
              <Alert m="md" color="gray" variant="light" role="status">
                {t('cart.closed')} {status.detail}
              </Alert>
            ) : null}
            {!checked.lines ? (
              <Text p="md" c="dimmed" role="status">
                {t('cart.checking')}
              </Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('cart.title')}>
                {checked.lines.map((entry) => (
                  <CartLineRow
                    key={entry.line.key}
                    checked={entry}
                    orderTypeLabel={orderTypeLabel}
                    onQuantity={(quantity) => cartStore.setQuantity(companyId, entry.line.key, quantity)}
                    onRemove={() => cartStore.remove(companyId, [entry.line.key])}
                    onAcceptPrice={() => {
                      if (entry.check.status !== 'priceChanged') return;
                      const { unitPrice, options } = entry.check;
                      cartStore.updateLines(companyId, [{ ...entry.line, unitPrice, options }]);
                    }}
                  />
                ))}
              </ul>
            )}
            <Group p="md" justify="space-between">
              <Anchor component={Link} to={menuPath} fw={600} py={8}>
                {t('cart.addMore')}
              </Anchor>
              {blockedKeys.length > 0 ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  onClick={() => cartStore.remove(companyId, blockedKeys)}
                >
                  {t('cart.removeUnavailable')}
                </Button>
              ) : null}
            </Group>
            <Group
              p="md"
              justify="space-between"
              style={{ borderTop: '8px solid var(--mantine-color-default-hover)' }}
            >
              <Text fw={700}>{t('cart.total')}</Text>
              <Text fw={800} fz={20} data-testid="cart-total">
                {won(checked.amount)}
              </Text>
            </Group>
          </>
        )}
      </main>
      {cart.lines.length > 0 ? (
        <CheckoutBar
          companyId={companyId}
          amount={checked.amount}
          isOpen={status.isOpen}
          canCheckout={checked.canCheckout}
        />
      ) : null}
    </>
  );
};
