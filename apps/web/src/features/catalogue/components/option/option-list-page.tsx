import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '../../../../config/paths';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { CatalogueListPage } from '../common/catalogue-list-page';
import { describeItems, OPTION_TYPE_LABELS } from './option-labels';
import { OptionSoldOutPopover } from './option-sold-out-popover';

/** /admin/option: options in display order, their items, and one-tap item sold-out. */
export const OptionListPage = () => {
  const { canWrite } = useCatalogueCompany();
  const { options } = useCatalogueLookups();

  return (
    <CatalogueListPage
      kind="option"
      noun="옵션"
      description="사이즈, 샷 추가처럼 상품에 붙는 선택지입니다. 옵션 그룹으로 묶어 여러 상품에 쓸 수 있습니다."
      createTo={href('admin-option-create')}
      items={options}
      labelOf={(option) => option.optionName}
      minWidth={480}
      columns={
        <>
          <Table.Th>옵션명</Table.Th>
          <Table.Th>항목</Table.Th>
          <Table.Th w={120}>품절</Table.Th>
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
        </>
      )}
    />
  );
};
