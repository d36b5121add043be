import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';

const FIELDS = [
  { field: 'defaultPrepMinutes', step: 5, max: 240 },
  { field: 'escalationMinutes', step: 1, max: 120 },
  { field: 'boardOfflinePauseMinutes', step: 5, max: 240 },
] as const;

/** 주문 접수 (issue 12): the board's default preparation time, the waiting-order alert and the board-offline pause. */
export const OrderHandlingSection = ({ form }: { form: KakaoForm }) => {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('pages.settings.orderHandling.title')}
      description={t('pages.settings.orderHandling.description')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {FIELDS.map(({ field, step, max }) => (
          <NumberInput
            key={field}
            label={t(`pages.settings.orderHandling.${field}`)}
            description={t(`pages.settings.orderHandling.${field}Hint`)}
            {...HINT_BELOW}
            suffix={t('pages.settings.orderHandling.minutes')}
            min={0}
            max={max}
            step={step}
            allowDecimal={false}
            {...form.getInputProps(`orderSettings.${field}`)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
};
