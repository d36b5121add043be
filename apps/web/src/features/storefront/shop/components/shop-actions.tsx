import { ActionIcon, Indicator } from '@mantine/core';
import { IconReceipt, IconShoppingBag, IconTicket } from '@tabler/icons-react';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';

/** The top bar's shortcuts on a shop's pages: my orders, my stamps and coupons, the cart with its count. */
export const ShopActions = ({ companyId, cartCount }: { companyId: string; cartCount: number }) => {
  const { t } = useStorefrontT();
  return (
    <>
      <ActionIcon
        component={Link}
        to={href('user-companyId-orders', { companyId })}
        variant="subtle"
        color="gray"
        size={44}
        aria-label={t('shop.orders')}
      >
        <IconReceipt size={24} />
      </ActionIcon>
      <ActionIcon
        component={Link}
        to={href('user-companyId-rewards', { companyId })}
        variant="subtle"
        color="gray"
        size={44}
        aria-label={t('shop.rewards')}
      >
        <IconTicket size={24} />
      </ActionIcon>
      <Indicator label={cartCount} size={18} disabled={cartCount === 0} offset={8} color="red">
        <ActionIcon
          component={Link}
          to={href('user-companyId-cart', { companyId })}
          variant="subtle"
          color="gray"
          size={44}
          aria-label={cartCount > 0 ? t('shop.cartWithCount', { count: cartCount }) : t('shop.cart')}
        >
          <IconShoppingBag size={24} />
        </ActionIcon>
      </Indicator>
    </>
  );
};
