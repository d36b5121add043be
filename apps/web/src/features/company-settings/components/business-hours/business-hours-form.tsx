import { useCompanyForm } from '../../../../lib/company/use-company-form';
import { businessHoursFormConfig } from '../../utils/business-hours-form';
import type { SettingsPageContext } from '../common/company-settings-page';
import { SettingsFormLayout } from '../common/settings-form-layout';
import { ClosureDatesSection } from './closure-dates-section';
import { LiveStatusCard } from './live-status-card';
import { WeeklyHoursSection } from './weekly-hours-section';

/** 영업 시간 (issue #6 §2): the live state on top (saved at once), the schedule below (saved with the button). */
export const BusinessHoursForm = ({ company, canWrite, reload }: SettingsPageContext) => {
  const settings = useCompanyForm(company, businessHoursFormConfig);
  const { form } = settings;
  return (
    <SettingsFormLayout
      settings={settings}
      canWrite={canWrite}
      onReload={() => void reload()}
      before={
        <LiveStatusCard
          base={settings.base}
          schedule={form.values.businessHours}
          isDraft={settings.isDirty}
          saveNow={settings.saveNow}
          isSaving={settings.isSaving}
          canWrite={canWrite}
        />
      }
    >
      <WeeklyHoursSection form={form} />
      <ClosureDatesSection form={form} />
    </SettingsFormLayout>
  );
};
