import type { CatalogueKind } from '@jumun/shared';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';

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
    notifications.show({ color: 'green', message: `'${name}'을(를) 삭제했습니다.` });
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
        삭제
      </Button>
      <Modal opened={isOpen} onClose={close} title="삭제할까요?" centered>
        <Text size="sm" mb="md">
          '{name}'을(를) 삭제합니다. 손님 화면에서도 바로 사라집니다.
        </Text>
        {error ? (
          <Alert color="red" mb="md" role="alert" title="삭제할 수 없습니다">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            취소
          </Button>
          <Button color="red" loading={isDeleting} onClick={confirm}>
            삭제
          </Button>
        </Group>
      </Modal>
    </>
  );
};
