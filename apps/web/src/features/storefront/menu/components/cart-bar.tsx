import { Button } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import { useWon } from '../../shop/hooks/use-won';
import classes from './cart-bar.module.css';

type CartBarProps = { companyId: string; count: number; amount: number };

/** The sticky "장바구니 보기" button at the bottom of the menu, with the thumb-reachable count and total. */
export const CartBar = ({ companyId, count, amount }: CartBarProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  return (
    <div className={classes.bar}>
      <Button
        component={Link}
        to={href('user-companyId-cart', { companyId })}
        fullWidth
        size="lg"
        h={56}
        radius="md"
        justify="space-between"
        rightSection={<span>{t('menu.cartSummary', { count, amount: won(amount) })}</span>}
        data-testid="cart-bar"
      >
        {t('menu.viewCart')}
      </Button>
    </div>
  );
};
