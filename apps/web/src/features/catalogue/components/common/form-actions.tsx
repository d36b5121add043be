import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

type FormActionsProps = {
  listPath: string;
  isSaving: boolean;
  isDirty: boolean;
  canWrite: boolean;
};

/** Sticky footer of every catalogue form: cancel back to the list, save (off for demo administrators). */
export const FormActions = ({ listPath, isSaving, isDirty, canWrite }: FormActionsProps) => (
  <Paper
    withBorder
    p="sm"
    radius="md"
    style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
    shadow={isDirty ? 'md' : undefined}
  >
    <Group justify="space-between" gap="sm">
      <Text size="sm" c={isDirty ? 'orange' : 'dimmed'} aria-live="polite">
        {isDirty ? '저장하지 않은 변경 사항이 있습니다' : '변경 사항 없음'}
      </Text>
      <Group gap="xs">
        <Button component={Link} to={listPath} variant="default">
          목록으로
        </Button>
        <Button type="submit" loading={isSaving} disabled={!canWrite}>
          저장
        </Button>
      </Group>
    </Group>
  </Paper>
);
