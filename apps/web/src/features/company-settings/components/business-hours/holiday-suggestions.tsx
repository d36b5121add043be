import type { HolidaySuggestion } from '@jumun/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
  if (holidays.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        추천할 공휴일이 없습니다. 올해와 내년 공휴일을 모두 넣었습니다.
      </Text>
    );
  }
  const lunar = holidays.filter(isLunarNewYearOrChuseok);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          공휴일 추천 (올해 · 내년)
        </Text>
        {lunar.length > 0 ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onAdd(lunar.map((holiday) => holiday.date))}
          >
            설 · 추석 연휴 모두 추가 ({lunar.length}일)
          </Button>
        ) : null}
      </Group>
      {byYear(holidays).map(([year, list]) => (
        <Stack key={year} gap={4}>
          <Text size="xs" c="dimmed" fw={700}>
            {year}년
          </Text>
          <Group gap={6}>
            {list.map((holiday) => (
              <Button
                key={holiday.date}
                size="compact-sm"
                variant="default"
                leftSection={<IconPlus size={12} />}
                onClick={() => onAdd([holiday.date])}
                aria-label={`${formatDateKey(holiday.date)} ${holiday.name} 휴무일로 추가`}
              >
                {formatDateKey(holiday.date).replace(/^\d+년 /, '')} {holiday.name}
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
};
