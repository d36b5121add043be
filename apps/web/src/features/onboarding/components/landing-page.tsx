import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconShoppingBag } from '@tabler/icons-react';
import { href } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/** `/`: two doors, one for shop staff and one for customers. */
export const LandingPage = () => {
  const { t } = useTranslation();
  const doors = [
    { key: 'owner', icon: IconBuildingStore, to: href('admin'), color: 'green' },
    { key: 'customer', icon: IconShoppingBag, to: href('user'), color: 'blue' },
  ] as const;
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" maw={640}>
        <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.25}>
          {t('pages.landing.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('pages.landing.body')}
        </Text>
        <Anchor component={Link} to={href('admin-welcome')} fw={600}>
          {t('pages.landing.learnMore')}
        </Anchor>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {doors.map(({ key, icon: Icon, to, color }) => (
          <Card key={key} withBorder padding="xl" radius="lg">
            <Stack gap="sm" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" color={color}>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={2} fz="xl">
                {t(`pages.landing.${key}Title`)}
              </Title>
              <Text c="dimmed">{t(`pages.landing.${key}Body`)}</Text>
              <Button component={Link} to={to} color={color} mt="xs">
                {t(`pages.landing.${key}Action`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
