import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /admin/statistics/monthly-orders. Needs orders and a statistics query on the server first. */
export const MonthlyOrdersPage = () => <TranslatedFeaturePreview i18nKey="pages.statistics" />;
