import { DEMO_COMPANY_IDS } from '@jumun/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/paths';

const DEMO_LABEL_KEYS = { demoCompanyCafe: 'demo.cafe', demoHQ: 'demo.hq', demoMall: 'demo.mall' } as const;

/** /user: customers arrive through a shop's QR code or link; the demo shops are here to try. */
export const UserHomePage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('pages.userHome.title')}
        </Title>
        <Text c="dimmed">{t('pages.userHome.body')}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('pages.userHome.demoTitle')}</Text>
          <Group gap="sm">
            {DEMO_COMPANY_IDS.map((id) => (
              <Button
                key={id}
                variant="light"
                component={Link}
                to={href('user-companyId', { companyId: id })}
              >
                {t(DEMO_LABEL_KEYS[id])}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
};
