import type { Order } from '@jumun/shared';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import { useOrderT } from '../../order-i18n';

/** A shipped parcel: the courier and tracking number the shop sent, with the courier's own tracking page. */
export const WaybillCard = ({ order }: { order: Order }) => {
  const { t } = useOrderT();
  const waybill = order.waybill;
  if (!waybill) return null;
  return (
    <Paper withBorder radius="md" p="md" mx="md" data-testid="order-waybill">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap">
          <IconTruckDelivery size={24} aria-hidden />
          <Stack gap={0}>
            <Text fw={700}>{t('orders.waybill.title', { courier: waybill.courierName })}</Text>
            <Text size="sm" c="dimmed">
              {t('orders.waybill.trackingNumber', { number: waybill.trackingNumber })}
            </Text>
          </Stack>
        </Group>
        <Anchor href={waybill.trackingUrl} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
          <Group gap={4} wrap="nowrap">
            {t('orders.waybill.track')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
};
