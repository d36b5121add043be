export { CartPage as Component } from '../../../features/storefront';
