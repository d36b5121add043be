import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /super/admin-users (super role only). */
export const SuperAdminUsersPage = () => <TranslatedFeaturePreview i18nKey="pages.super.adminUsers" />;
