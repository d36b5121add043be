import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBox,
  IconClock,
  IconReceipt,
  IconRosetteDiscount,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { href, type RouteName } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

const SHORTCUTS: { key: string; route: RouteName; icon: typeof IconBox }[] = [
  { key: 'product', route: 'admin-product', icon: IconBox },
  { key: 'orders', route: 'admin-orders', icon: IconReceipt },
  { key: 'invoice', route: 'admin-invoice', icon: IconTruck },
  { key: 'hours', route: 'admin-company-edit-business-hours', icon: IconClock },
  { key: 'delivery', route: 'admin-company-edit-delivery-config', icon: IconTruckDelivery },
  { key: 'coupons', route: 'admin-settings-stamp-coupon-settings', icon: IconRosetteDiscount },
];

export const DashboardShortcuts = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      {SHORTCUTS.map(({ key, route, icon: Icon }) => {
        const [title, body] = t(`pages.dashboard.shortcutItems.${key}`, { returnObjects: true }) as string[];
        return (
          <Card key={key} withBorder padding="md" component={Link} to={href(route)}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" size="lg" color="blue">
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {body}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
