export { OrderPage as Component } from '../../../features/storefront';
