import { Button, Group, Modal, Text } from '@mantine/core';
import { formsText } from '../../lib/forms/forms-text';
import type { Blocker } from '../../lib/router';

/** The question asked when leaving a form with unsaved changes (held by useUnsavedChangesGuard). */
export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => {
  const { t } = formsText.useT();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
    >
      <Text size="sm" mb="lg">
        {t('leave.body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
};
