export { CheckoutPage as Component } from '../../../features/storefront';
