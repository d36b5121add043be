import { Button, Group, Paper, Text } from '@mantine/core';

type SaveBarProps = { isDirty: boolean; isSaving: boolean; canWrite: boolean; onReset: () => void };

/** Sticky footer of every settings form: what is unsaved, undo, save (off for demo administrators). */
export const SaveBar = ({ isDirty, isSaving, canWrite, onReset }: SaveBarProps) => (
  <Paper
    withBorder
    p="sm"
    radius="md"
    shadow={isDirty ? 'md' : undefined}
    style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
  >
    <Group justify="space-between" gap="sm">
      <Text size="sm" c={isDirty ? 'orange' : 'dimmed'} aria-live="polite">
        {isDirty ? '저장하지 않은 변경 사항이 있습니다' : '변경 사항 없음'}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onReset} disabled={!isDirty || isSaving}>
          되돌리기
        </Button>
        <Button type="submit" loading={isSaving} disabled={!canWrite}>
          저장
        </Button>
      </Group>
    </Group>
  </Paper>
);
