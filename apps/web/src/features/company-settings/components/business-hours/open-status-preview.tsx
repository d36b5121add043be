import { type BusinessHours, getOpenStatus } from '@jumun/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { describeOpenStatus } from '../../utils/open-status-text';

type OpenStatusPreviewProps = {
  hours: BusinessHours;
  isOpenSwitch: boolean;
  now: Date;
  /** The schedule has unsaved edits: say the preview already counts them. */
  isDraft: boolean;
};

/** What a customer is told right now, by the same shared function the storefront uses. */
export const OpenStatusPreview = ({ hours, isOpenSwitch, now, isDraft }: OpenStatusPreviewProps) => {
  const { t } = companySettingsText.useT();
  const status = getOpenStatus(hours, isOpenSwitch, now);
  const color = status.isOpen ? 'teal' : 'red';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="status"
      aria-label={t('openStatus.label')}
      style={{ borderColor: `var(--mantine-color-${color}-light-color)` }}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={color} variant="filled">
            {t(status.isOpen ? 'openStatus.open' : 'openStatus.closed')}
          </Badge>
          <Badge color="gray" variant="light">
            {t(`openStatus.reason.${status.reason}`)}
          </Badge>
        </Group>
        <Text fw={700} data-testid="open-status-text">
          {describeOpenStatus(t, status, now)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(isDraft ? 'openStatus.draft' : 'openStatus.saved')}
        </Text>
      </Stack>
    </Paper>
  );
};
