import { ActionIcon, Alert, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { toSaveProblem } from '../../../lib/save-problem';
import { useDeleteCouponDefinition } from '../api/delete-coupon-definition';

type DeleteCouponButtonProps = { companyId: string; id: string; name: string; canWrite: boolean };

/** Delete with a confirmation; coupons already issued stay usable (the server keeps a tombstone). */
export const DeleteCouponButton = ({ companyId, id, name, canWrite }: DeleteCouponButtonProps) => {
  const [isOpen, { open, close }] = useDisclosure(false);
  const remove = useDeleteCouponDefinition(companyId);

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: `‘${name}’ 쿠폰 설정을 삭제했습니다.` });
      },
    });

  return (
    <>
      <Tooltip label={canWrite ? '삭제' : '데모 계정은 삭제할 수 없습니다'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${name} 삭제`}
          disabled={!canWrite}
          onClick={() => {
            remove.reset();
            open();
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={isOpen} onClose={close} title="쿠폰 설정을 삭제할까요?" centered>
        <Text size="sm" mb="md">
          ‘{name}’ 쿠폰을 더 이상 발급하지 않습니다. 이미 손님에게 발급된 쿠폰은 그대로 쓸 수 있습니다.
        </Text>
        {remove.error ? (
          <Alert color="red" mb="md" role="alert" title="삭제하지 못했습니다">
            {toSaveProblem(remove.error).message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            취소
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            삭제
          </Button>
        </Group>
      </Modal>
    </>
  );
};
