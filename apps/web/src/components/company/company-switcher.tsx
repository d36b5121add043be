import { Select } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { companyDisplayName, companyQueryOptions } from '../../lib/company/company.api';
import { setSelectedCompanyId } from '../../lib/company/selected-company';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { useTranslation } from '../../lib/i18n';

/**
 * For administrators of several companies: which one the screens work on, each with this administrator's role there
 * (issue 14: 대표 in one shop may be 직원 in another).
 */
export const CompanySwitcher = ({ fullWidth = false }: { fullWidth?: boolean }) => {
  const { t } = useTranslation();
  const { companyIds, companyId, administrator } = useCurrentCompany();
  const companies = useQueries({ queries: companyIds.map((id) => companyQueryOptions(id)) });
  if (companyIds.length < 2) return null;
  return (
    <Select
      size="xs"
      w={fullWidth ? '100%' : 240}
      aria-label={t('frame.companySwitcher')}
      allowDeselect={false}
      value={companyId}
      data={companyIds.map((id, index) => {
        const name = companyDisplayName(companies[index]?.data, id);
        const role = administrator?.companyRoles?.[id];
        return { value: id, label: role ? `${name} · ${t(`companyRole.${role}`)}` : name };
      })}
      onChange={(value) => {
        if (value) setSelectedCompanyId(value);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
