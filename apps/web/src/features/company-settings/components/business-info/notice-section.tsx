import { Switch, Textarea } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 가게 공지 and whether customers see it (domain §3.1 notice / isNoticeDisplay). */
export const NoticeSection = ({ form }: { form: BusinessInfoForm }) => {
  const { t } = companySettingsText.useT();
  return (
    <SettingsSection title={t('notice.title')} description={t('notice.description')}>
      <Textarea
        label={t('notice.body')}
        placeholder={t('notice.bodyPlaceholder')}
        rows={4}
        resize="vertical"
        maxLength={2000}
        {...form.getInputProps('notice')}
      />
      <Switch label={t('notice.display')} {...form.getInputProps('isNoticeDisplay', { type: 'checkbox' })} />
    </SettingsSection>
  );
};
