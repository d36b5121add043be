export { CartPage as Component } from '../../../features/storefront/cart/components/cart-page';
