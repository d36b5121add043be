import { ActionIcon, Alert, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { toSaveProblem } from '../../../lib/save-problem';
import { useDeleteCouponDefinition } from '../api/delete-coupon-definition';
import { stampCouponsText } from '../i18n';

type DeleteCouponButtonProps = { companyId: string; id: string; name: string; canWrite: boolean };

/** Delete with a confirmation; coupons already issued stay usable (the server keeps a tombstone). */
export const DeleteCouponButton = ({ companyId, id, name, canWrite }: DeleteCouponButtonProps) => {
  const { t } = stampCouponsText.useT();
  const [isOpen, { open, close }] = useDisclosure(false);
  const remove = useDeleteCouponDefinition(companyId);

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'green', message: t('remove.done', { name }) });
      },
    });

  return (
    <>
      <Tooltip label={canWrite ? t('remove.button') : t('remove.demo')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('remove.named', { name })}
          disabled={!canWrite}
          onClick={() => {
            remove.reset();
            open();
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={isOpen} onClose={close} title={t('remove.title')} centered>
        <Text size="sm" mb="md">
          {t('remove.body', { name })}
        </Text>
        {remove.error ? (
          <Alert color="red" mb="md" role="alert" title={t('remove.failed')}>
            {toSaveProblem(remove.error).message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('remove.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('remove.button')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
