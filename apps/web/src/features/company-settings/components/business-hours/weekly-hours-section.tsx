import { type DayHours, WEEKDAYS } from '@jumun/shared';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { SettingsSection } from '../common/settings-section';
import type { ScheduleForm } from './business-hours-form.types';
import { DayHoursRow } from './day-hours-row';

/** Korean calendars start the week on Monday. */
const WEEK_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 요일별 영업 시간 with the 24시간 and 연중무휴 switches (domain §3.3). */
export const WeeklyHoursSection = ({ form }: { form: ScheduleForm }) => {
  const { isOpen24Hours, isOpenYearRound } = form.values.businessHours;
  const copyToAll = (hours: DayHours) => {
    for (const day of WEEKDAYS) form.setFieldValue(`businessHours.weeklyHours.${day}`, { ...hours });
  };
  return (
    <SettingsSection
      title="요일별 영업 시간"
      description="이 시간에만 손님이 주문할 수 있습니다. 닫는 시간이 여는 시간보다 이르면 다음 날 새벽에 닫습니다."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="24시간 영업"
          description="켜져 있는 요일은 하루 종일 주문을 받습니다"
          {...form.getInputProps('businessHours.isOpen24Hours', { type: 'checkbox' })}
        />
        <Switch
          label="연중무휴"
          description="요일별 휴무를 무시합니다 (휴무일로 지정한 날은 쉽니다)"
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
