import { type BusinessHours, getOpenStatus } from '@jumun/shared';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { describeOpenStatus, OPEN_STATUS_REASON_LABELS } from '../../utils/open-status-text';

type OpenStatusPreviewProps = {
  hours: BusinessHours;
  isOpenSwitch: boolean;
  now: Date;
  /** The schedule has unsaved edits: say the preview already counts them. */
  isDraft: boolean;
};

/** What a customer is told right now, by the same shared function the storefront uses. */
export const OpenStatusPreview = ({ hours, isOpenSwitch, now, isDraft }: OpenStatusPreviewProps) => {
  const status = getOpenStatus(hours, isOpenSwitch, now);
  const color = status.isOpen ? 'teal' : 'red';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="status"
      aria-label="지금 영업 상태 미리보기"
      style={{ borderColor: `var(--mantine-color-${color}-light-color)` }}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={color} variant="filled">
            {status.isOpen ? '영업 중' : '영업 종료'}
          </Badge>
          <Badge color="gray" variant="light">
            {OPEN_STATUS_REASON_LABELS[status.reason]}
          </Badge>
        </Group>
        <Text fw={700} data-testid="open-status-text">
          {describeOpenStatus(status, now)}
        </Text>
        <Text size="xs" c="dimmed">
          {isDraft
            ? '저장하지 않은 영업 시간 변경을 반영한 미리보기입니다.'
            : '손님 화면에 지금 보이는 상태입니다.'}
        </Text>
      </Stack>
    </Paper>
  );
};
