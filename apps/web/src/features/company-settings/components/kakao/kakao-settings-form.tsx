import { useCompanyForm } from '../../../../lib/company/use-company-form';
import { kakaoFormConfig } from '../../utils/kakao-form';
import type { SettingsPageContext } from '../common/company-settings-page';
import { SettingsFormLayout } from '../common/settings-form-layout';
import { KakaoChannelSection } from './kakao-channel-section';
import { OrderHandlingSection } from './order-handling-section';
import { TemplateCodesSection } from './template-codes-section';

/** 카카오 알림톡 settings (issue #6 §6) and how orders are taken (issue 12). */
export const KakaoSettingsForm = ({ company, canWrite, reload }: SettingsPageContext) => {
  const settings = useCompanyForm(company, kakaoFormConfig);
  return (
    <SettingsFormLayout settings={settings} canWrite={canWrite} onReload={() => void reload()}>
      <KakaoChannelSection form={settings.form} />
      <TemplateCodesSection form={settings.form} shopName={company.businessInfo.shopName} />
      <OrderHandlingSection form={settings.form} />
    </SettingsFormLayout>
  );
};
