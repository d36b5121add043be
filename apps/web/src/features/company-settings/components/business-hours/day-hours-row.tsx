import { type DayHours, parseHhmm, type Weekday } from '@jumun/shared';
import { Badge, Button, Checkbox, Group, Paper, Switch, Text, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import type { ScheduleForm } from './business-hours-form.types';

type DayHoursRowProps = {
  form: ScheduleForm;
  day: Weekday;
  /** 24시간 영업: the times do not apply. */
  isAllDay: boolean;
  /** 연중무휴: every day is open, whatever its switch says. */
  isYearRound: boolean;
  onCopyToAll: (hours: DayHours) => void;
};

const DEFAULT_BREAK = { breakStart: '15:00', breakEnd: '17:00' };

/** One weekday: open or not, open–close, an optional break. A close before the open time ends after midnight. */
export const DayHoursRow = ({ form, day, isAllDay, isYearRound, onCopyToAll }: DayHoursRowProps) => {
  const { t } = companySettingsText.useT();
  const path = `businessHours.weeklyHours.${day}` as const;
  const hours = form.values.businessHours.weeklyHours[day];
  const label = t(`weekday.${day}`);
  const isOpen = hours.isOpen || isYearRound;
  const hasBreak = hours.breakStart !== null || hours.breakEnd !== null;
  const isOvernight =
    /^\d\d:\d\d$/.test(hours.open) &&
    /^\d\d:\d\d$/.test(hours.close) &&
    parseHhmm(hours.close) <= parseHhmm(hours.open);
  const timeInput = (field: 'open' | 'close' | 'breakStart' | 'breakEnd', name: string) => {
    const props = form.getInputProps(`${path}.${field}`);
    return (
      <TextInput
        type="time"
        aria-label={t('day.timeLabel', { day: label, name })}
        w={140}
        disabled={!isOpen || isAllDay}
        {...props}
        value={props.value ?? ''}
      />
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`day-${day}`}>
      <Group gap="sm" wrap="wrap" align="center">
        <Group gap="xs" w={150} wrap="nowrap">
          <Switch
            aria-label={t('day.isOpen', { day: label })}
            disabled={isYearRound}
            {...form.getInputProps(`${path}.isOpen`, { type: 'checkbox' })}
            checked={isOpen}
          />
          <Text fw={600} size="sm">
            {label}
          </Text>
          {isOpen ? null : (
            <Badge color="gray" variant="light">
              {t('day.closed')}
            </Badge>
          )}
        </Group>
        {isAllDay && isOpen ? (
          <Text size="sm" c="dimmed" pt={6}>
            {t('day.allDay')}
          </Text>
        ) : (
          <Group gap={6} align="flex-start">
            {timeInput('open', t('day.open'))}
            <Text pt={6}>~</Text>
            {timeInput('close', t('day.close'))}
            {isOvernight && isOpen ? (
              <Badge variant="light" color="grape" mt={6}>
                {t('day.nextDay')}
              </Badge>
            ) : null}
          </Group>
        )}
        {isOpen && !isAllDay ? (
          <Group gap={6} align="flex-start">
            <Checkbox
              mt={8}
              label={t('day.break')}
              checked={hasBreak}
              onChange={(event) => {
                const next = event.currentTarget.checked
                  ? DEFAULT_BREAK
                  : { breakStart: null, breakEnd: null };
                form.setFieldValue(path, { ...hours, ...next });
              }}
            />
            {hasBreak ? (
              <>
                {timeInput('breakStart', t('day.breakStart'))}
                <Text pt={6}>~</Text>
                {timeInput('breakEnd', t('day.breakEnd'))}
              </>
            ) : null}
          </Group>
        ) : null}
        <Button variant="subtle" size="compact-sm" mt={4} ml="auto" onClick={() => onCopyToAll(hours)}>
          {t('day.copyToAll')}
        </Button>
      </Group>
    </Paper>
  );
};
