import { TranslatedFeaturePreview } from '../../../components/ui/feature-preview';

/** /admin/invite: inviting staff by phone; the invitation API does not exist yet. */
export const InvitePage = () => <TranslatedFeaturePreview i18nKey="pages.invite" />;
