export { OrderPage as Component } from '../../../features/storefront/orders/components/order-page';
