import { Badge, Group, Skeleton, Text, Tooltip } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-store';
import { companyDisplayName } from '../../lib/company/company.api';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { useTranslation } from '../../lib/i18n';

/** The company the screens work on, with a visible 데모 badge for demo administrators (issue #4 §2). */
export const CompanyName = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { company, companyId, companyIds, isLoading } = useCurrentCompany();
  if (!user) return null;
  if (isLoading && !company) return <Skeleton h={18} w={120} />;
  const isDemoView = companyIds.length === 0;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text fw={600} truncate="end" miw={0} title={companyDisplayName(company, companyId)}>
        {companyDisplayName(company, companyId || t('frame.noCompany'))}
      </Text>
      {isDemoView ? (
        <Tooltip label={t('demo.readOnlyTitle')} withinPortal>
          <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
            {t('demo.badge')}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
};
