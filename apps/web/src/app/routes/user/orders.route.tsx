export { OrdersPage as Component } from '../../../features/storefront';
