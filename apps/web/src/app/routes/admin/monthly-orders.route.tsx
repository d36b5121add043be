export { MonthlyOrdersPage as Component } from '../../../features/statistics/components/monthly-orders-page';
