import { Anchor, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { href } from '../../../../config/paths';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { CatalogueListPage } from '../common/catalogue-list-page';

/** /admin/option-group: groups, their options, and how many products use each. */
export const OptionGroupListPage = () => {
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
      noun="옵션 그룹"
      description="여러 옵션을 묶어 상품에 한 번에 붙입니다. 상품에 그룹이 있으면 그룹의 옵션이 쓰입니다."
      createTo={href('admin-option-group-create')}
      items={optionGroups}
      labelOf={(group) => group.optionGroupName}
      minWidth={520}
      columns={
        <>
          <Table.Th>옵션 그룹명</Table.Th>
          <Table.Th>옵션</Table.Th>
          <Table.Th w={120}>쓰는 상품</Table.Th>
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
              {group.optionIds.map((id) => optionsById.get(id)?.optionName ?? '삭제된 옵션').join(', ') ||
                '없음'}
            </Text>
          </Table.Td>
          <Table.Td>{usage.get(group.id) ?? 0}개</Table.Td>
        </>
      )}
    />
  );
};
