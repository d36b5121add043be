import { Anchor, Button, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useCatalogueList } from '../../../sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { ListLoading } from '../common/list-loading';
import { ReorderDialog } from '../common/reorder-dialog';

/** /admin/option-group: groups, their options, and how many products use each. */
export const OptionGroupListPage = () => {
  const { canWrite } = useCatalogueCompany();
  const { optionGroups, optionsById } = useCatalogueLookups();
  const { isLoaded } = useCatalogueList('optionGroup');
  const { items: products } = useCatalogueList('product');
  const usage = useMemo(() => {
    const counts = new Map<string, number>();
    for (const product of products) {
      if (product.optionGroupId)
        counts.set(product.optionGroupId, (counts.get(product.optionGroupId) ?? 0) + 1);
    }
    return counts;
  }, [products]);
  const [isReorderOpen, reorder] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title="옵션 그룹"
        description="여러 옵션을 묶어 상품에 한 번에 붙입니다. 상품에 그룹이 있으면 그룹의 옵션이 쓰입니다."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              onClick={reorder.open}
              disabled={!canWrite || optionGroups.length < 2}
            >
              순서 편집
            </Button>
            <Button
              component={Link}
              to={href('admin-option-group-create')}
              leftSection={<IconPlus size={16} />}
              disabled={!canWrite}
            >
              새 옵션 그룹
            </Button>
          </>
        }
      />
      {!isLoaded ? (
        <ListLoading label="옵션 그룹" />
      ) : optionGroups.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          아직 옵션 그룹이 없습니다.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover aria-label="옵션 그룹 목록">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>옵션 그룹명</Table.Th>
                <Table.Th>옵션</Table.Th>
                <Table.Th w={120}>쓰는 상품</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {optionGroups.map((group) => (
                <Table.Tr key={group.id}>
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
                        .map((id) => optionsById.get(id)?.optionName ?? '삭제된 옵션')
                        .join(', ') || '없음'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{usage.get(group.id) ?? 0}개</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReorderDialog
        kind="optionGroup"
        title="옵션 그룹 표시 순서"
        opened={isReorderOpen}
        onClose={reorder.close}
        items={optionGroups}
        labelOf={(group) => group.optionGroupName}
      />
    </>
  );
};
