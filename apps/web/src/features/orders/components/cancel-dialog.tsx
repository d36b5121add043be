import { CANCEL_REASONS, type CancelReason, isOnlinePaymentMethod, type Order } from '@jumun/shared';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ordersText } from '../i18n';

/** The reasons a shop picks from; 결제 실패 is the system's own. */
const SHOP_REASONS = CANCEL_REASONS.filter((reason) => reason !== 'paymentFailed');

type CancelDialogProps = {
  order: Order;
  onConfirm: (reason: CancelReason, text: string) => void;
  onClose: () => void;
};

/** Reject (from 접수 대기) or cancel with a reason (issue 12 §4); "기타" needs words. */
export const CancelDialog = ({ order, onConfirm, onClose }: CancelDialogProps) => {
  const { t } = ordersText.useT();
  const isReject = order.processStatus === 'waitingConfirm';
  const [reason, setReason] = useState<CancelReason>('soldOut');
  const [text, setText] = useState('');
  const needsText = reason === 'other' && text.trim() === '';
  const isPaidOnline = isOnlinePaymentMethod(order.paymentMethod) && order.orderStatus === 'completed';
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t(isReject ? 'cancel.rejectTitle' : 'cancel.cancelTitle', { number: order.orderNumber })}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('cancel.reason')}
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
        >
          <Stack gap="sm" mt="xs">
            {SHOP_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`cancelReason.${value}`)} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {reason === 'other' ? (
          <TextInput
            label={t('cancel.otherText')}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
          />
        ) : null}
        {isPaidOnline ? (
          <Text size="sm" c="dimmed">
            {t('cancel.refundNote')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel.back')}
          </Button>
          <Button color="red" disabled={needsText} onClick={() => onConfirm(reason, text.trim())}>
            {t(isReject ? 'cancel.submitReject' : 'cancel.submitCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
