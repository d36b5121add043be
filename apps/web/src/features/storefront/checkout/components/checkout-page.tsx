import { useState } from 'react';
import { href } from '../../../../config/paths';
import { Navigate, useParams } from '../../../../lib/router';
import { useOrderT } from '../../order-i18n';
import { ShopLoadState } from '../../shop/components/shop-load-state';
import { useCheckout } from '../hooks/use-checkout';
import { CheckoutContent } from './checkout-content';

/** /user/:companyId/checkout — sign in, choose how, pay: the breakdown is the server's own quote function. */
export const CheckoutPage = () => {
  const { t } = useOrderT();
  const { companyId = '' } = useParams();
  const checkout = useCheckout(companyId);
  const cartPath = href('user-companyId-cart', { companyId });
  // Only an empty cart on arrival sends the customer back to it. Placing an order empties the cart while the router
  // is still moving to the order page; redirecting then used to land the customer on an empty cart instead.
  const [arrivedEmpty] = useState(() => checkout.cart.lines.length === 0);
  if (arrivedEmpty) return <Navigate to={cartPath} replace />;
  if (checkout.cart.lines.length === 0) return null;
  if (!checkout.company || !checkout.orderType || !checkout.draft) {
    return (
      <ShopLoadState
        title={t('checkout.title')}
        backTo={cartPath}
        error={checkout.error}
        onRetry={() => void checkout.shop.refetch()}
      />
    );
  }
  return <CheckoutContent companyId={companyId} checkout={checkout} />;
};
