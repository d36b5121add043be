import {
  type Category,
  type CustomerRewards,
  type Option,
  type OptionGroup,
  type OrderDraft,
  type PublicCompany,
  type QuoteResult,
  quoteOrder,
} from '@jumun/shared';
import type { StoreProduct } from '../../shop/utils/store-product';

export type CheckoutQuoteInput = {
  company: PublicCompany;
  catalogue: {
    products: StoreProduct[];
    categories: Category[];
    options: Option[];
    optionGroups: OptionGroup[];
  };
  order: OrderDraft;
  rewards: CustomerRewards | null;
  now: Date;
};

/**
 * The breakdown the checkout page shows: the shared quoteOrder — the function the server runs when placing — over
 * the published catalogue, the shop's settings and the customer's balance. The server re-checks it; a difference is
 * a 409 with the new breakdown, never a silent charge.
 */
export const quoteCheckout = ({ company, catalogue, order, rewards, now }: CheckoutQuoteInput): QuoteResult =>
  quoteOrder({
    company,
    catalogue,
    order,
    customer: rewards
      ? {
          pointRemaining: rewards.activity.pointRemaining,
          stampRemaining: rewards.activity.stampRemaining,
          coupons: rewards.coupons,
        }
      : null,
    // Set by the server from a login link's friendtalkCode (issue 15); its own quote reads the same flag.
    friendtalk: rewards?.activity.friendtalkReceiver ?? false,
    now,
  });
