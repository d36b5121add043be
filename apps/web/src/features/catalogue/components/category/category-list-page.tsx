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
import { countByCategory } from '../../utils/product-filter';
import { ListLoading } from '../common/list-loading';
import { ReorderDialog } from '../common/reorder-dialog';

/** /admin/category: categories in menu order with their product counts. */
export const CategoryListPage = () => {
  const { canWrite } = useCatalogueCompany();
  const { categories } = useCatalogueLookups();
  const { isLoaded } = useCatalogueList('category');
  const { items: products } = useCatalogueList('product');
  const counts = useMemo(() => countByCategory(products, categories), [products, categories]);
  const [isReorderOpen, reorder] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title="카테고리"
        description="손님 메뉴의 분류입니다. 한 상품이 여러 카테고리에 들어갈 수 있습니다."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              onClick={reorder.open}
              disabled={!canWrite || categories.length < 2}
            >
              순서 편집
            </Button>
            <Button
              component={Link}
              to={href('admin-category-create')}
              leftSection={<IconPlus size={16} />}
              disabled={!canWrite}
            >
              새 카테고리
            </Button>
          </>
        }
      />
      {!isLoaded ? (
        <ListLoading label="카테고리" />
      ) : categories.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          아직 카테고리가 없습니다.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover aria-label="카테고리 목록">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>카테고리명</Table.Th>
                <Table.Th w={120}>상품 수</Table.Th>
                <Table.Th w={120}>표시 순서</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href('admin-category-edit-id', { id: category.id })}
                      fw={600}
                      size="sm"
                    >
                      {category.categoryName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${href('admin-product')}?category=${encodeURIComponent(category.id)}`}
                      size="sm"
                    >
                      {counts.get(category.id) ?? 0}개
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{category.displayLevel}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReorderDialog
        kind="category"
        title="카테고리 표시 순서"
        opened={isReorderOpen}
        onClose={reorder.close}
        items={categories}
        labelOf={(category) => category.categoryName}
      />
    </>
  );
};
