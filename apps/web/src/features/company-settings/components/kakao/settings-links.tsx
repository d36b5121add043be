import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingStore,
  IconClock,
  IconLayoutList,
  IconRosetteDiscount,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { href, type RouteName } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import { companySettingsText } from '../../i18n';

const SECTIONS: { key: string; route: RouteName; icon: typeof IconClock }[] = [
  { key: 'pages.menuSettings', route: 'admin-settings-menu-settings', icon: IconLayoutList },
  { key: 'pages.stampCoupons', route: 'admin-settings-stamp-coupon-settings', icon: IconRosetteDiscount },
  { key: 'pages.company.businessInfo', route: 'admin-company-edit-business-info', icon: IconBuildingStore },
  { key: 'pages.company.businessHours', route: 'admin-company-edit-business-hours', icon: IconClock },
  {
    key: 'pages.company.deliveryConfig',
    route: 'admin-company-edit-delivery-config',
    icon: IconTruckDelivery,
  },
];

/** The way into every other settings screen. */
export const SettingsLinks = () => {
  const { t } = useTranslation();
  const { t: tc } = companySettingsText.useT();
  return (
    <SimpleGrid component="nav" aria-label={tc('kakao.links')} cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {SECTIONS.map(({ key, route, icon: Icon }) => (
        <Card key={route} withBorder padding="md" component={Link} to={href(route)}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={36} radius="md" variant="light">
              <Icon size={20} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text fw={700}>{t(`${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`${key}.description`)}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
};
