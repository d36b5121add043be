import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /admin/orders. The order API (placing, status changes) is a later issue; this page says what it will do. */
export const OrdersPage = () => <TranslatedFeaturePreview i18nKey="pages.orders" />;
