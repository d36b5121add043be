import { useCompanyForm } from '../../../../lib/company/use-company-form';
import { useKakaoTemplates } from '../../api/kakao-templates';
import { kakaoFormConfig } from '../../utils/kakao-form';
import type { SettingsPageContext } from '../common/company-settings-page';
import { SettingsFormLayout } from '../common/settings-form-layout';
import { KakaoChannelSection } from './kakao-channel-section';
import { OrderHandlingSection } from './order-handling-section';
import { TemplateCodesSection } from './template-codes-section';
import { TemplateReviewSection } from './template-review-section';

/** 카카오 알림톡 settings (issue #6 §6), the channel's templates as Kakao reviewed them (issue 15), and how orders are taken (issue 12). */
export const KakaoSettingsForm = ({ company, canWrite, reload }: SettingsPageContext) => {
  const settings = useCompanyForm(company, kakaoFormConfig);
  const templates = useKakaoTemplates(company.id);
  return (
    <SettingsFormLayout settings={settings} canWrite={canWrite} onReload={() => void reload()}>
      <KakaoChannelSection form={settings.form} />
      <TemplateCodesSection
        form={settings.form}
        shopName={company.businessInfo.shopName}
        list={templates.data}
      />
      <TemplateReviewSection
        list={templates.data}
        error={templates.error}
        isFetching={templates.isFetching}
        onReload={() => void templates.refetch()}
      />
      <OrderHandlingSection form={settings.form} />
    </SettingsFormLayout>
  );
};
