import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formsText } from '../../lib/forms/forms-text';

type SaveBarProps = {
  isDirty: boolean;
  isSaving: boolean;
  canWrite: boolean;
  /** Undo every unsaved change (settings pages) … */
  onReset?: () => void;
  /** … or a way back (create / edit pages). */
  back?: ReactNode;
};

/** Sticky footer of a form: what is unsaved, undo or back, save (off for demo administrators). */
export const SaveBar = ({ isDirty, isSaving, canWrite, onReset, back }: SaveBarProps) => {
  const { t } = formsText.useT();
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      shadow={isDirty ? 'md' : undefined}
      style={{ position: 'sticky', bottom: 8, zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={isDirty ? 'orange' : 'dimmed'} aria-live="polite">
          {isDirty ? t('unsaved') : t('noChanges')}
        </Text>
        <Group gap="xs">
          {back}
          {onReset ? (
            <Button variant="default" onClick={onReset} disabled={!isDirty || isSaving}>
              {t('reset')}
            </Button>
          ) : null}
          <Button type="submit" loading={isSaving} disabled={!canWrite}>
            {t('save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};
