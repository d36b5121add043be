import { Anchor, Badge, Table, Text } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { CatalogueListPage } from '../common/catalogue-list-page';
import { describeItems, optionTypeLabel } from './option-labels';
import { OptionSoldOutPopover } from './option-sold-out-popover';

/** /admin/option: options in display order, their items, and one-tap item sold-out. */
export const OptionListPage = () => {
  const { t } = catalogueText.useT();
  const { canOperate } = useCatalogueCompany();
  const { options } = useCatalogueLookups();

  return (
    <CatalogueListPage
      kind="option"
      description={t('option.description')}
      createTo={href('admin-option-create')}
      items={options}
      labelOf={(option) => option.optionName}
      minWidth={480}
      columns={
        <>
          <Table.Th>{t('option.name')}</Table.Th>
          <Table.Th>{t('option.items')}</Table.Th>
          <Table.Th w={120}>{t('option.soldOut')}</Table.Th>
        </>
      }
      renderRow={(option) => (
        <>
          <Table.Td>
            <Anchor component={Link} to={href('admin-option-edit-id', { id: option.id })} fw={600} size="sm">
              {option.optionName}
            </Anchor>
            {option.invalidCombinations.length > 0 ? (
              <Badge size="xs" variant="light" ml={6}>
                {t('option.ruleCount', { count: option.invalidCombinations.length })}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              {optionTypeLabel(option.type).label}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {describeItems(option)}
            </Text>
          </Table.Td>
          <Table.Td>
            <OptionSoldOutPopover option={option} canSoldOut={canOperate} />
          </Table.Td>
        </>
      )}
    />
  );
};
