import type { HolidaySuggestion } from '@jumun/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { companySettingsText } from '../../i18n';
import { formatDateKey, isLunarNewYearOrChuseok } from '../../utils/holiday-suggestions';

type HolidaySuggestionsProps = { holidays: HolidaySuggestion[]; onAdd: (dates: string[]) => void };

const byYear = (holidays: HolidaySuggestion[]) => {
  const years = new Map<string, HolidaySuggestion[]>();
  for (const holiday of holidays) {
    const year = holiday.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), holiday]);
  }
  return [...years];
};

/** Upcoming public holidays (incl. 설 · 추석 and 대체공휴일), each one click away from the closure list. */
export const HolidaySuggestions = ({ holidays, onAdd }: HolidaySuggestionsProps) => {
  const { t } = companySettingsText.useT();
  if (holidays.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('holidays.none')}
      </Text>
    );
  }
  const lunar = holidays.filter(isLunarNewYearOrChuseok);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('holidays.title')}
        </Text>
        {lunar.length > 0 ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onAdd(lunar.map((holiday) => holiday.date))}
          >
            {t('holidays.addLunar', { n: lunar.length })}
          </Button>
        ) : null}
      </Group>
      {byYear(holidays).map(([year, list]) => (
        <Stack key={year} gap={4}>
          <Text size="xs" c="dimmed" fw={700}>
            {t('dates.year', { year })}
          </Text>
          <Group gap={6}>
            {list.map((holiday) => (
              <Button
                key={holiday.date}
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={12} />}
                onClick={() => onAdd([holiday.date])}
                aria-label={t('holidays.addOne', {
                  date: formatDateKey(t, holiday.date),
                  name: holiday.name,
                })}
              >
                {formatDateKey(t, holiday.date, 'monthDay')} {holiday.name}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
};
