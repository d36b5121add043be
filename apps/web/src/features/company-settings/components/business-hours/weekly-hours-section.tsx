import { type DayHours, WEEKDAYS } from '@jumun/shared';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';
import type { ScheduleForm } from './business-hours-form.types';
import { DayHoursRow } from './day-hours-row';

/** Korean calendars start the week on Monday. */
const WEEK_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 요일별 영업 시간 with the 24시간 and 연중무휴 switches (domain §3.3). */
export const WeeklyHoursSection = ({ form }: { form: ScheduleForm }) => {
  const { t } = companySettingsText.useT();
  const { isOpen24Hours, isOpenYearRound } = form.values.businessHours;
  const copyToAll = (hours: DayHours) => {
    for (const day of WEEKDAYS) form.setFieldValue(`businessHours.weeklyHours.${day}`, { ...hours });
  };
  return (
    <SettingsSection title={t('weekly.title')} description={t('weekly.description')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label={t('weekly.allDay')}
          description={t('weekly.allDayHint')}
          {...form.getInputProps('businessHours.isOpen24Hours', { type: 'checkbox' })}
        />
        <Switch
          label={t('weekly.yearRound')}
          description={t('weekly.yearRoundHint')}
          {...form.getInputProps('businessHours.isOpenYearRound', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        {WEEK_FROM_MONDAY.map((day) =>
          day ? (
            <DayHoursRow
              key={day}
              form={form}
              day={day}
              isAllDay={isOpen24Hours}
              isYearRound={isOpenYearRound}
              onCopyToAll={copyToAll}
            />
          ) : null,
        )}
      </Stack>
    </SettingsSection>
  );
};
