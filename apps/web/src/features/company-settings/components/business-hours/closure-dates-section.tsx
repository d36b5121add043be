import { formatSeoulDateKey, getSeoulParts } from '@jumun/shared';
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNow } from '../../hooks/use-now';
import { companySettingsText } from '../../i18n';
import { formatDateKey, upcomingHolidays } from '../../utils/holiday-suggestions';
import { SettingsSection } from '../common/settings-section';
import type { ScheduleForm } from './business-hours-form.types';
import { HolidaySuggestions } from './holiday-suggestions';

/** 휴무일: whole days closed (Asia/Seoul dates), typed or picked from the public holidays. */
export const ClosureDatesSection = ({ form }: { form: ScheduleForm }) => {
  const { t } = companySettingsText.useT();
  const now = useNow(60_000);
  const [draft, setDraft] = useState('');
  const dates = form.values.businessHours.closureDates;
  const todayKey = formatSeoulDateKey(getSeoulParts(now));
  const pastDates = dates.filter((date) => date < todayKey);

  const add = (added: string[]) =>
    form.setFieldValue('businessHours.closureDates', [...new Set([...dates, ...added])].sort());
  const remove = (date: string) =>
    form.setFieldValue(
      'businessHours.closureDates',
      dates.filter((item) => item !== date),
    );

  return (
    <SettingsSection title={t('closures.title')} description={t('closures.description')}>
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label={t('closures.add')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          w={190}
        />
        <Button
          variant="light"
          disabled={!/^\d{4}-\d{2}-\d{2}$/.test(draft)}
          onClick={() => {
            add([draft]);
            setDraft('');
          }}
        >
          {t('closures.addButton')}
        </Button>
      </Group>
      {dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('closures.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          <Group gap={6} aria-label={t('closures.list')}>
            {dates.map((date) => (
              <Badge
                key={date}
                size="lg"
                variant={date < todayKey ? 'outline' : 'light'}
                color={date < todayKey ? 'gray' : 'blue'}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('closures.remove', { date: formatDateKey(t, date) })}
                    onClick={() => remove(date)}
                  />
                }
              >
                {formatDateKey(t, date)}
              </Badge>
            ))}
          </Group>
          {pastDates.length > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              onClick={() =>
                form.setFieldValue(
                  'businessHours.closureDates',
                  dates.filter((date) => date >= todayKey),
                )
              }
            >
              {t('closures.clearPast', { n: pastDates.length })}
            </Button>
          ) : null}
        </Stack>
      )}
      {form.errors['businessHours.closureDates'] ? (
        <Text size="sm" c="red">
          {form.errors['businessHours.closureDates']}
        </Text>
      ) : null}
      <HolidaySuggestions holidays={upcomingHolidays(now, dates)} onAdd={add} />
    </SettingsSection>
  );
};
