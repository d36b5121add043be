import type { MenuSettings } from '@jumun/shared';
import {
  ActionIcon,
  Chip,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { menuSettingsText } from '../i18n';
import { describeDaypart, WEEK_ORDER } from '../utils/dayparts';

type DaypartRowProps = { form: UseFormReturnType<MenuSettings>; index: number; onRemove: () => void };

/** One daypart: its name, its weekdays and its window (an end before the start runs past midnight). */
export const DaypartRow = ({ form, index, onRemove }: DaypartRowProps) => {
  const { t } = menuSettingsText.useT();
  const path = `dayparts.${index}` as const;
  const daypart = form.getValues().dayparts[index];
  if (!daypart) return null;
  const daysError = form.errors[`${path}.days`];
  const label = daypart.name || t('dayparts.numbered', { n: index + 1 });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="daypart-row">
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('dayparts.name')}
            placeholder={t('dayparts.namePlaceholder')}
            withAsterisk
            style={{ flex: 1 }}
            {...form.getInputProps(`${path}.name`)}
          />
          <Tooltip label={t('dayparts.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t('dayparts.removeNamed', { label })}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Input.Wrapper label={t('dayparts.days')} error={daysError}>
          <Chip.Group
            multiple
            value={daypart.days}
            onChange={(days) => form.setFieldValue(`${path}.days`, days as typeof daypart.days)}
          >
            <Group gap={4} mt={4} role="group" aria-label={t('dayparts.daysNamed', { label })}>
              {WEEK_ORDER.map((day) => (
                <Chip key={day} value={day} size="xs">
                  {t(`weekdayShort.${day}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={2} spacing="xs" maw={360}>
          <TextInput type="time" label={t('dayparts.start')} {...form.getInputProps(`${path}.start`)} />
          <TextInput type="time" label={t('dayparts.end')} {...form.getInputProps(`${path}.end`)} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {describeDaypart(t, daypart)}
        </Text>
      </Stack>
    </Paper>
  );
};
