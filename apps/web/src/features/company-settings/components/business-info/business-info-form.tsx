import { type AddressSearchAdapter, manualAddressSearch } from '../../../../lib/address/address-search';
import { useCompanyForm } from '../../../../lib/company/use-company-form';
import { businessInfoFormConfig } from '../../utils/business-info-form';
import type { SettingsPageContext } from '../common/company-settings-page';
import { SettingsFormLayout } from '../common/settings-form-layout';
import { AddressSection } from './address-section';
import { BankAccountSection } from './bank-account-section';
import { CompanyImagesSection } from './company-images-section';
import { ContactSection } from './contact-section';
import { NoticeSection } from './notice-section';
import { OrderSupportSection } from './order-support-section';
import { RegistrationSection } from './registration-section';

type BusinessInfoFormProps = SettingsPageContext & { addressSearch?: AddressSearchAdapter };

/** Everything a customer and the tax office know the shop by (issue #6 §1). */
export const BusinessInfoForm = ({
  company,
  companyId,
  canWrite,
  reload,
  addressSearch = manualAddressSearch,
}: BusinessInfoFormProps) => {
  const settings = useCompanyForm(company, businessInfoFormConfig);
  const { form } = settings;
  return (
    <SettingsFormLayout settings={settings} canWrite={canWrite} onReload={() => void reload()}>
      <RegistrationSection form={form} />
      <AddressSection form={form} adapter={addressSearch} />
      <OrderSupportSection form={form} />
      <ContactSection form={form} />
      <NoticeSection form={form} />
      <BankAccountSection form={form} />
      <CompanyImagesSection form={form} companyId={companyId} canWrite={canWrite} />
    </SettingsFormLayout>
  );
};
