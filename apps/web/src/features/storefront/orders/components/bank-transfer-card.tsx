import type { Order } from '@jumun/shared';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useOrderT } from '../../order-i18n';
import { useWon } from '../../shop/hooks/use-won';

/** 무통장입금: where to send how much, with a copy button (domain §3.1 bankAccount, shown after placing). */
export const BankTransferCard = ({ order }: { order: Order }) => {
  const { t } = useOrderT();
  const won = useWon();
  const [copied, setCopied] = useState(false);
  const account = order.bankTransfer;
  if (!account || order.orderStatus === 'completed' || order.orderStatus === 'cancelled') return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber.replace(/[^\d-]/g, ''));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" mx="md" data-testid="bank-transfer">
      <Stack gap={6}>
        <Text fw={700}>{t('orders.bank.title', { amount: won(order.amounts.payableAmount) })}</Text>
        <Stack gap={0}>
          <Text fz={17} fw={600}>
            {account.bankName}{' '}
            {/* The number never breaks across lines: a customer copies or reads it out in one piece. */}
            <span style={{ whiteSpace: 'nowrap' }}>{account.accountNumber}</span>
          </Text>
          <Text size="sm" c="dimmed">
            {t('orders.bank.holder', { name: account.accountHolder })}
          </Text>
        </Stack>
        <Button
          variant="light"
          size="md"
          fullWidth
          leftSection={<IconCopy size={16} />}
          onClick={() => void copy()}
        >
          {copied ? t('orders.bank.copied') : t('orders.bank.copy')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('orders.bank.note')}
        </Text>
      </Stack>
    </Paper>
  );
};
