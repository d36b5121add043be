import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { href } from '../../../../config/paths';
import { useStorefrontT } from '../../i18n';

/** The top bar's shortcuts on a shop's pages: the cart with its count. */
export const ShopActions = ({ companyId, cartCount }: { companyId: string; cartCount: number }) => {
  const { t } = useStorefrontT();
  return (
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
  );
};
