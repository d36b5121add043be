export { OrdersPage as Component } from '../../../features/orders/components/orders-page';
