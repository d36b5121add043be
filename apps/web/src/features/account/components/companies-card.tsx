import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { DemoCompanySwitcher } from '../../../components/company/demo-company-switcher';
import { companyDisplayName, companyQueryOptions } from '../../../lib/company/company.api';
import { setSelectedCompanyId } from '../../../lib/company/selected-company';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { accountText } from '../i18n';
import { LeaveCompanyButton } from './leave-company-button';

/**
 * The companies of /admin/me: each with this administrator's role there, the switcher, and 회사 나가기 (issue 15);
 * a demo administrator gets the demo choice instead.
 */
export const CompaniesCard = () => {
  const { t } = useTranslation();
  const { t: tAccount } = accountText.useT();
  const { administrator, companyIds, companyId, isDemo } = useCurrentCompany();
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
          companyIds.map((id, index) => {
            const name = companyDisplayName(companies[index]?.data, id);
            const role = administrator?.companyRoles[id];
            return (
              <Group key={id} justify="space-between" wrap="wrap" gap="sm" data-testid="my-company-row">
                <Group gap={6} miw={0} wrap="nowrap">
                  <Text fw={500} truncate="end" miw={0}>
                    {name}
                  </Text>
                  {role ? (
                    <Badge variant="outline" size="sm">
                      {tAccount(`companies.roleNames.${role}`)}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap={6} wrap="nowrap">
                  {id === companyId ? (
                    <Badge variant="light">{t('pages.me.current')}</Badge>
                  ) : (
                    <Button size="xs" variant="light" onClick={() => setSelectedCompanyId(id)}>
                      {t('pages.me.select')}
                    </Button>
                  )}
                  {isDemo || !role ? null : <LeaveCompanyButton companyId={id} shopName={name} />}
                </Group>
              </Group>
            );
          })
        )}
      </Stack>
    </Card>
  );
};
