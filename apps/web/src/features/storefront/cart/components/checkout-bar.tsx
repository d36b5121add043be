import { Button, Text } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import classes from '../../menu/components/cart-bar.module.css';
import { useWon } from '../../shop/hooks/use-won';

type CheckoutBarProps = { companyId: string; amount: number; isOpen: boolean; canCheckout: boolean };

/** The sticky order button of the cart; disabled with the reason while something needs the customer's eye. */
export const CheckoutBar = ({ companyId, amount, isOpen, canCheckout }: CheckoutBarProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const reason = !isOpen ? t('cart.closed') : !canCheckout ? t('cart.blocked') : null;
  return (
    <div className={classes.bar}>
      {reason ? (
        <Text size="sm" c="red" fw={600} mb={8} ta="center" role="status">
          {reason}
        </Text>
      ) : null}
      {reason ? (
        <Button fullWidth size="lg" h={56} radius="md" disabled data-testid="checkout">
          {t('cart.checkout', { amount: won(amount) })}
        </Button>
      ) : (
        <Button
          component={Link}
          to={href('user-companyId-checkout', { companyId })}
          fullWidth
          size="lg"
          h={56}
          radius="md"
          data-testid="checkout"
        >
          {t('cart.checkout', { amount: won(amount) })}
        </Button>
      )}
    </div>
  );
};
