import { Button, Group, Paper, Text } from '@mantine/core';
import { formsText } from '../../../../lib/forms/forms-text';
import { Link } from '../../../../lib/router';

type FormActionsProps = {
  listPath: string;
  isSaving: boolean;
  isDirty: boolean;
  canWrite: boolean;
};

/** Sticky footer of every catalogue form: cancel back to the list, save (off for demo administrators). */
export const FormActions = ({ listPath, isSaving, isDirty, canWrite }: FormActionsProps) => {
  const { t } = formsText.useT();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
      shadow={isDirty ? 'md' : undefined}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={isDirty ? 'orange' : 'dimmed'} aria-live="polite">
          {isDirty ? t('unsaved') : t('noChanges')}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={listPath} variant="default">
            {t('backToList')}
          </Button>
          <Button type="submit" loading={isSaving} disabled={!canWrite}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};
