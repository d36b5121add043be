import type { CatalogueKind } from '@jumun/shared';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';
import { catalogueText } from '../../i18n';

type DeleteItemButtonProps = {
  kind: CatalogueKind;
  id: string;
  name: string;
  canWrite: boolean;
  onDeleted: () => void;
};

/**
 * Delete with a confirmation. Something still in use (a category with products, an option in a group) is refused
 * by the server with a 409 naming what uses it; that sentence is shown as it is.
 */
export const DeleteItemButton = ({ kind, id, name, canWrite, onDeleted }: DeleteItemButtonProps) => {
  const { t } = catalogueText.useT();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    setIsDeleting(true);
    const result = await catalogueSync.deleteItem(kind, id);
    setIsDeleting(false);
    if (!result.isSuccess) {
      setError(problemMessage(result));
      return;
    }
    close();
    notifications.show({ color: 'green', message: t('remove.done', { name }) });
    onDeleted();
  };

  return (
    <>
      <Button
        color="red"
        variant="subtle"
        leftSection={<IconTrash size={16} />}
        onClick={() => {
          setError(null);
          open();
        }}
        disabled={!canWrite}
      >
        {t('remove.button')}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t('remove.title')} centered>
        <Text size="sm" mb="md">
          {t('remove.body', { name })}
        </Text>
        {error ? (
          <Alert color="red" mb="md" role="alert" title={t('remove.refused')}>
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('remove.cancel')}
          </Button>
          <Button color="red" loading={isDeleting} onClick={confirm}>
            {t('remove.button')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
