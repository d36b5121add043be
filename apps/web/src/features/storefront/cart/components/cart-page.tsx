import { href } from '../../../../config/paths';
import { useParams } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import { ShopLoadState } from '../../shop/components/shop-load-state';
import { useNow } from '../../shop/hooks/use-now';
import { useCart } from '../hooks/use-cart';
import { useCartCheck } from '../hooks/use-cart-check';
import { CartContent } from './cart-content';

/**
 * /user/:companyId/cart — the lines on this device, each re-checked against the live menu: a changed price is shown
 * and must be accepted, a sold-out or withdrawn item is flagged and left out of the total, never kept silently.
 */
export const CartPage = () => {
  const { t } = useStorefrontT();
  const { companyId = '' } = useParams();
  const now = useNow();
  const cart = useCart(companyId);
  const checked = useCartCheck(companyId, cart, now);
  const { company } = checked.shop;
  if (!company) {
    return (
      <ShopLoadState
        title={t('cart.title')}
        backTo={href('user-companyId', { companyId })}
        error={checked.error}
        onRetry={() => void checked.shop.refetch()}
      />
    );
  }
  return <CartContent companyId={companyId} company={company} cart={cart} checked={checked} now={now} />;
};
