import { Button, Text } from '@mantine/core';
import { useStorefrontT } from '../../i18n';
import classes from '../../menu/components/cart-bar.module.css';
import { useWon } from '../../shop/hooks/use-won';

type CheckoutBarProps = { amount: number; isOpen: boolean; canCheckout: boolean };

/** The sticky order button of the cart; disabled with the reason while something needs the customer's eye. */
export const CheckoutBar = ({ amount, isOpen, canCheckout }: CheckoutBarProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const reason = !isOpen ? t('cart.closed') : !canCheckout ? t('cart.blocked') : t('cart.soon');
  return (
    <div className={classes.bar}>
      <Text size="sm" c={canCheckout && isOpen ? 'dimmed' : 'red'} fw={600} mb={8} ta="center" role="status">
        {reason}
      </Text>
      <Button fullWidth size="lg" h={56} radius="md" disabled data-testid="checkout">
        {t('cart.checkout', { amount: won(amount) })}
      </Button>
    </div>
  );
};
