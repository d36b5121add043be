import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBox,
  IconBuildingSkyscraper,
  IconChartBar,
  IconReceipt,
  IconRosetteDiscount,
  IconTruck,
} from '@tabler/icons-react';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

const FEATURES = [
  { key: 'catalogue', icon: IconBox },
  { key: 'orders', icon: IconReceipt },
  { key: 'invoices', icon: IconTruck },
  { key: 'rewards', icon: IconRosetteDiscount },
  { key: 'statistics', icon: IconChartBar },
  { key: 'branches', icon: IconBuildingSkyscraper },
] as const;

/** /admin/welcome (open to everyone): what Jumun does and how to start. */
export const WelcomePage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Stack gap="xl" py="md">
      <Stack gap="sm" maw={680}>
        <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.3}>
          {t('pages.welcome.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('pages.welcome.body')}
        </Text>
        <Group mt="xs">
          <Button component={Link} to={user ? DASHBOARD_PATH : LOGIN_PATH} size="md">
            {user ? t('pages.welcome.dashboard') : t('pages.welcome.start')}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {FEATURES.map(({ key, icon: Icon }) => {
          const [title, body] = t(`pages.welcome.features.${key}`, { returnObjects: true }) as string[];
          return (
            <Card key={key} withBorder padding="lg">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} />
                </ThemeIcon>
                <Stack gap={4} miw={0}>
                  <Text fw={700}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {body}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <Alert variant="light" color="blue">
        {t('pages.welcome.demoNote')}
      </Alert>
    </Stack>
  );
};
