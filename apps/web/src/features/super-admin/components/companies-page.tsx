import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /super/companies (super role only; the guard shows 403 to everyone else). */
export const SuperCompaniesPage = () => <TranslatedFeaturePreview i18nKey="pages.super.companies" />;
