export { CheckoutPage as Component } from '../../../features/storefront/checkout/components/checkout-page';
