import type { CatalogueKind } from '@jumun/shared';
import { Button, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { Link } from '../../../../lib/router';
import { useCatalogueList } from '../../../../lib/sync';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { catalogueText, kindWords } from '../../i18n';
import { LazyReorderDialog } from './lazy-reorder-dialog';
import { ListLoading } from './list-loading';

type Listed = { id: string; revision: number; displayLevel: number };

type CatalogueListPageProps<T extends Listed> = {
  kind: Exclude<CatalogueKind, 'product'>;
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
 * The list pages of categories, options and option groups: header with reorder and create, loading and empty
 * states, the table, and the drag-and-drop reorder dialog. Products have a richer page of their own.
 */
export const CatalogueListPage = <T extends Listed>({
  kind,
  description,
  createTo,
  items,
  labelOf,
  columns,
  renderRow,
  minWidth,
}: CatalogueListPageProps<T>) => {
  const { t } = catalogueText.useT();
  const words = kindWords(kind);
  const { canWrite } = useCatalogueCompany();
  const { isLoaded } = useCatalogueList(kind);
  const [isReorderOpen, reorder] = useDisclosure(false);

  return (
    <>
      <PageHeader
        title={words.title}
        description={description}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={16} />}
              onClick={reorder.open}
              disabled={!canWrite || items.length < 2}
            >
              {t('list.reorder')}
            </Button>
            <Button component={Link} to={createTo} leftSection={<IconPlus size={16} />} disabled={!canWrite}>
              {t('list.create', words)}
            </Button>
          </>
        }
      />
      {!isLoaded ? (
        <ListLoading kind={kind} />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('list.empty', words)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover aria-label={t('list.table', words)}>
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
      {/* Loaded and mounted when first opened: drag and drop is not part of the list's first download. */}
      {isReorderOpen ? (
        <Suspense fallback={null}>
          <LazyReorderDialog
            kind={kind}
            title={t('list.orderTitle', words)}
            opened
            onClose={reorder.close}
            items={items}
            labelOf={labelOf}
          />
        </Suspense>
      ) : null}
    </>
  );
};
