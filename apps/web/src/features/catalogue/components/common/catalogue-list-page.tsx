import type { CatalogueKind } from '@jumun/shared';
import { Button, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { ListLoading } from './list-loading';
import { ReorderDialog } from './reorder-dialog';

/** 이/가 after a Hangul word: 이 when its last syllable ends in a consonant (옵션이), 가 otherwise (카테고리가). */
const subjectParticle = (word: string) => {
  const syllable = (word.at(-1)?.charCodeAt(0) ?? 0) - 0xac00;
  return syllable >= 0 && syllable < 11_172 && syllable % 28 !== 0 ? '이' : '가';
};

type Listed = { id: string; revision: number; displayLevel: number };

type CatalogueListPageProps<T extends Listed> = {
  kind: Exclude<CatalogueKind, 'product'>;
  /** What one item is called: '카테고리', '옵션', '옵션 그룹'. */
  noun: string;
  description: string;
  createTo: string;
  /** In display order. */
  items: T[];
  labelOf: (item: T) => string;
  /** Header cells of the table. */
  columns: ReactNode;
  /** The cells of one row. */
  renderRow: (item: T) => ReactNode;
  minWidth: number;
};

/**
 * The list pages of categories, options and option groups: header with "순서 편집" and "새 …", loading and empty
 * states, the table, and the drag-and-drop reorder dialog. Products have a richer page of their own.
 */
export const CatalogueListPage = <T extends Listed>({
  kind,
  noun,
  description,
  createTo,
  items,
  labelOf,
  columns,
  renderRow,
  minWidth,
}: CatalogueListPageProps<T>) => {
  const { canWrite } = useCatalogueCompany();
  const { isLoaded } = useCatalogueList(kind);
  const [isReorderOpen, reorder] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title={noun}
        description={description}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              onClick={reorder.open}
              disabled={!canWrite || items.length < 2}
            >
              순서 편집
            </Button>
            <Button component={Link} to={createTo} leftSection={<IconPlus size={16} />} disabled={!canWrite}>
              새 {noun}
            </Button>
          </>
        }
      />
      {!isLoaded ? (
        <ListLoading label={noun} />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {`아직 ${noun}${subjectParticle(noun)} 없습니다.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover aria-label={`${noun} 목록`}>
            <Table.Thead>
              <Table.Tr>{columns}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>{renderRow(item)}</Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReorderDialog
        kind={kind}
        title={`${noun} 표시 순서`}
        opened={isReorderOpen}
        onClose={reorder.close}
        items={items}
        labelOf={labelOf}
      />
    </>
  );
};
