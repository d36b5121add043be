import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { myRewardsQueryOptions } from '../../account/api/get-my-rewards';
import { useCustomerAt } from '../../account/hooks/use-customer';
import { useCart } from '../../cart/hooks/use-cart';
import { effectiveOrderType } from '../../menu/utils/storefront-menu';
import { useNow } from '../../shop/hooks/use-now';
import { useShop, useShopOptions } from '../../shop/hooks/use-shop';
import { selectablePaymentMethods, toOrderDraft } from '../utils/checkout-form';
import { quoteCheckout } from '../utils/checkout-quote';
import { useCheckoutForm } from './use-checkout-form';

/**
 * Everything the checkout page shows, derived the way the server will: the cart and the form become an OrderDraft,
 * and the shared quoteOrder prices it against the live shop, catalogue and the customer's balance.
 */
export const useCheckout = (companyId: string) => {
  const shop = useShop(companyId);
  const shopOptions = useShopOptions(companyId);
  const customer = useCustomerAt(companyId);
  const rewards = useQuery(myRewardsQueryOptions(companyId, customer?.uid ?? null));
  const cart = useCart(companyId);
  const now = useNow();
  const { company, products, categories } = shop;
  const methods = company ? selectablePaymentMethods(company) : [];
  const formState = useCheckoutForm(companyId, methods[0] ?? 'onsite');
  const orderType = company ? effectiveOrderType(company, cart.orderType) : null;
  // The form may hold a method this shop does not take (its default was picked before the shop loaded, or the
  // shop switched it off since): the first one it takes is chosen instead.
  const chosen = formState.form.paymentMethod;
  const paymentMethod = methods.includes(chosen) ? chosen : (methods[0] ?? chosen);
  const form = useMemo(
    () =>
      paymentMethod === formState.form.paymentMethod ? formState.form : { ...formState.form, paymentMethod },
    [formState.form, paymentMethod],
  );

  const draft = useMemo(
    () => (orderType ? toOrderDraft(cart.lines, orderType, form) : null),
    [cart.lines, orderType, form],
  );
  const result = useMemo(() => {
    const { options, optionGroups } = shopOptions;
    if (!company || !products || !categories || !options || !optionGroups || !draft) return null;
    if (customer && !rewards.data) return null;
    return quoteCheckout({
      company,
      catalogue: { products, categories, options, optionGroups },
      order: draft,
      rewards: customer ? (rewards.data ?? null) : null,
      now,
    });
  }, [company, products, categories, shopOptions, draft, customer, rewards.data, now]);

  return {
    shop,
    company,
    customer,
    rewards: rewards.data ?? null,
    cart,
    orderType,
    methods,
    draft,
    result,
    error: shop.error ?? shopOptions.error ?? rewards.error ?? null,
    ...formState,
    form,
  };
};
