import { COMPANY_TYPES } from '@jumun/shared';
import { Select, type SelectProps } from '@mantine/core';
import { superText } from '../i18n';

/** The company type picker of the operator's create and edit forms, with the types' Korean names. */
export const CompanyTypeSelect = (props: Omit<SelectProps, 'data' | 'label'>) => {
  const { t } = superText.useT();
  return (
    <Select
      label={t('companies.type')}
      data={COMPANY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      allowDeselect={false}
      {...props}
    />
  );
};
