import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PrintJob } from '../hooks/use-printer';
import { ordersText } from '../i18n';

type ReprintDialogProps = { job: PrintJob; onPrint: () => void; onCancel: () => void };

/** "이미 출력됨": this device printed the slip before; printing again is a deliberate choice. */
export const ReprintDialog = ({ job, onPrint, onCancel }: ReprintDialogProps) => {
  const { t } = ordersText.useT();
  return (
    <Modal opened onClose={onCancel} title={t('print.alreadyTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t('print.alreadyBody', { number: job.order.orderNumber, kind: t(`print.kind.${job.kind}`) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('print.cancel')}
          </Button>
          <Button onClick={onPrint}>{t('print.again')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};
