import { Anchor, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { CatalogueListPage } from '../common/catalogue-list-page';

/** /admin/option-group: groups, their options, and how many products use each. */
export const OptionGroupListPage = () => {
  const { t } = catalogueText.useT();
  const { optionGroups, optionsById } = useCatalogueLookups();
  const { items: products } = useCatalogueList('product');
  const usage = useMemo(() => {
    const counts = new Map<string, number>();
    for (const product of products) {
      if (product.optionGroupId)
        counts.set(product.optionGroupId, (counts.get(product.optionGroupId) ?? 0) + 1);
    }
    return counts;
  }, [products]);

  return (
    <CatalogueListPage
      kind="optionGroup"
      description={t('optionGroup.description')}
      createTo={href('admin-option-group-create')}
      items={optionGroups}
      labelOf={(group) => group.optionGroupName}
      minWidth={520}
      columns={
        <>
          <Table.Th>{t('optionGroup.name')}</Table.Th>
          <Table.Th>{t('optionGroup.options')}</Table.Th>
          <Table.Th w={120}>{t('optionGroup.usedBy')}</Table.Th>
        </>
      }
      renderRow={(group) => (
        <>
          <Table.Td>
            <Anchor
              component={Link}
              to={href('admin-option-group-edit-id', { id: group.id })}
              fw={600}
              size="sm"
            >
              {group.optionGroupName}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {group.optionIds
                .map((id) => optionsById.get(id)?.optionName ?? t('optionGroup.deletedOption'))
                .join(', ') || t('optionGroup.noOptions')}
            </Text>
          </Table.Td>
          <Table.Td>{t('list.count', { count: usage.get(group.id) ?? 0 })}</Table.Td>
        </>
      )}
    />
  );
};
