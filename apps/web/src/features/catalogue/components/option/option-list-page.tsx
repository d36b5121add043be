import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { useCatalogueList } from '../../../sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { ListLoading } from '../common/list-loading';
import { ReorderDialog } from '../common/reorder-dialog';
import { describeItems, OPTION_TYPE_LABELS } from './option-labels';
import { OptionSoldOutPopover } from './option-sold-out-popover';

/** /admin/option: options in display order, their items, and one-tap item sold-out. */
export const OptionListPage = () => {
  const { canWrite } = useCatalogueCompany();
  const { options } = useCatalogueLookups();
  const { isLoaded } = useCatalogueList('option');
  const [isReorderOpen, reorder] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title="옵션"
        description="사이즈, 샷 추가처럼 상품에 붙는 선택지입니다. 옵션 그룹으로 묶어 여러 상품에 쓸 수 있습니다."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              onClick={reorder.open}
              disabled={!canWrite || options.length < 2}
            >
              순서 편집
            </Button>
            <Button
              component={Link}
              to={href('admin-option-create')}
              leftSection={<IconPlus size={16} />}
              disabled={!canWrite}
            >
              새 옵션
            </Button>
          </>
        }
      />
      {!isLoaded ? (
        <ListLoading label="옵션" />
      ) : options.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          아직 옵션이 없습니다.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label="옵션 목록">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>옵션명</Table.Th>
                <Table.Th>항목</Table.Th>
                <Table.Th w={120}>품절</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {options.map((option) => (
                <Table.Tr key={option.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href('admin-option-edit-id', { id: option.id })}
                      fw={600}
                      size="sm"
                    >
                      {option.optionName}
                    </Anchor>
                    {option.invalidCombinations.length > 0 ? (
                      <Badge size="xs" variant="light" ml={6}>
                        규칙 {option.invalidCombinations.length}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {OPTION_TYPE_LABELS[option.type].label}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {describeItems(option)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <OptionSoldOutPopover option={option} canWrite={canWrite} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReorderDialog
        kind="option"
        title="옵션 표시 순서"
        opened={isReorderOpen}
        onClose={reorder.close}
        items={options}
        labelOf={(option) => option.optionName}
      />
    </>
  );
};
