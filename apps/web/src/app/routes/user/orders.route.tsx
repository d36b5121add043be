export { OrdersPage as Component } from '../../../features/storefront/orders/components/orders-page';
