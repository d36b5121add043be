import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /admin/LoginToken: customer sign-in links (domain §1.1 `loginTokens`); no server endpoint yet. */
export const LoginTokenPage = () => <TranslatedFeaturePreview i18nKey="pages.loginToken" />;
