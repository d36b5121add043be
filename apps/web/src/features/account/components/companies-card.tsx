import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DemoCompanySwitcher } from '../../../components/company/demo-company-switcher';
import { companyDisplayName, companyQueryOptions } from '../../../lib/company/company.api';
import { setSelectedCompanyId } from '../../../lib/company/selected-company';
import { useCurrentCompany } from '../../../lib/company/use-current-company';

/** The company switcher of /admin/me: every company of this administrator, or the demo choice. */
export const CompaniesCard = () => {
  const { t } = useTranslation();
  const { companyIds, companyId } = useCurrentCompany();
  const companies = useQueries({ queries: companyIds.map((id) => companyQueryOptions(id)) });

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('pages.me.companies')}
        </Title>
        {companyIds.length === 0 ? (
          <>
            <Text size="sm" c="dimmed">
              {t('pages.me.noCompanies')}
            </Text>
            <DemoCompanySwitcher />
          </>
        ) : (
          companyIds.map((id, index) => (
            <Group key={id} justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={500} truncate="end" miw={0}>
                {companyDisplayName(companies[index]?.data, id)}
              </Text>
              {id === companyId ? (
                <Badge variant="light">{t('pages.me.current')}</Badge>
              ) : (
                <Button size="xs" variant="light" onClick={() => setSelectedCompanyId(id)}>
                  {t('pages.me.select')}
                </Button>
              )}
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
};
