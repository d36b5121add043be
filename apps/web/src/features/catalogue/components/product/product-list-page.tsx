import { Button, Group, Menu, Pagination, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconChevronDown,
  IconCurrencyWon,
  IconFileExport,
  IconFileImport,
  IconPlus,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { href } from '../../../../config/paths';
import { datedFileName, downloadFile } from '../../../../lib/files/download';
import { toXlsx, XLSX_TYPE } from '../../../../lib/files/xlsx';
import { Link } from '../../../../lib/router';
import { useBulkPriceEdit } from '../../hooks/use-bulk-price-edit';
import { useCatalogueCompany } from '../../hooks/use-catalogue-company';
import { useProductActions } from '../../hooks/use-product-actions';
import { useProductListState } from '../../hooks/use-product-list-state';
import { catalogueText, kindWords } from '../../i18n';
import { LazyReorderDialog } from '../common/lazy-reorder-dialog';
import { ListLoading } from '../common/list-loading';
import { BulkPriceBar } from './bulk-price-bar';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';

// Ordering (drag and drop), the CSV/XLSX import and the CSV writer load when first used: the list's first download
// stays within the admin route budget (scripts/report-bundle.mjs).
const CsvImportDialog = lazy(async () => ({
  default: (await import('./csv-import-dialog')).CsvImportDialog,
}));
const loadProductCsv = () => import('../../utils/product-csv');

/** /admin/product: the synced product list with filters, search, bulk price edit, order, CSV and sold-out. */
export const ProductListPage = () => {
  const { t } = catalogueText.useT();
  const words = kindWords('product');
  const { companyId, canWrite, canOperate } = useCatalogueCompany();
  const state = useProductListState();
  const bulk = useBulkPriceEdit(state.products);
  const actions = useProductActions();
  const [isReorderOpen, reorder] = useDisclosure(false);
  const [isImportOpen, importDialog] = useDisclosure(false);

  const exportCsv = async () => {
    const { exportProductsCsv } = await loadProductCsv();
    downloadFile(datedFileName('products', companyId), exportProductsCsv(state.filtered, state.lookups.csv));
  };
  const exportXlsx = async () =>
    downloadFile(
      datedFileName('products', companyId, new Date(), 'xlsx'),
      await toXlsx((await loadProductCsv()).productFileRows(state.filtered, state.lookups.csv), 'products'),
      XLSX_TYPE,
    );

  const actionsMenu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} />}>
          {t('products.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconCurrencyWon size={16} />}
          onClick={bulk.start}
          disabled={!canWrite || Boolean(bulk.drafts)}
        >
          {t('products.bulkPrice')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsSort size={16} />} onClick={reorder.open} disabled={!canWrite}>
          {t('products.reorder')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void exportCsv()}>
          {t('products.exportCsv', { count: state.filtered.length })}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => void exportXlsx()}>
          {t('products.exportXlsx', { count: state.filtered.length })}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileImport size={16} />}
          onClick={importDialog.open}
          disabled={!canWrite}
        >
          {t('products.import')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      <PageHeader
        title={words.title}
        description={t('products.description')}
        actions={
          <>
            {actionsMenu}
            <Button
              component={Link}
              to={href('admin-product-create')}
              leftSection={<IconPlus size={16} />}
              disabled={!canWrite}
            >
              {t('list.create', words)}
            </Button>
          </>
        }
      />
      <ProductFilters
        categories={state.lookups.categories}
        counts={state.counts}
        category={state.category}
        search={state.search}
        onCategoryChange={state.setCategory}
        onSearchChange={state.setSearch}
      />
      <BulkPriceBar edit={bulk} />
      {!state.isLoaded ? (
        <ListLoading kind="product" />
      ) : state.filtered.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {state.products.length === 0 ? t('products.emptyAll') : t('products.emptyFiltered')}
        </Text>
      ) : (
        <ProductTable
          products={state.pageItems}
          pageKey={state.pageKey}
          categoriesById={state.lookups.categoriesById}
          canWrite={canWrite}
          canSoldOut={canOperate}
          drafts={bulk.drafts}
          staleIds={bulk.staleIds}
          onPriceChange={bulk.change}
          onSoldOut={actions.setSoldOut}
          onDuplicate={actions.duplicate}
        />
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed" data-testid="product-count">
          {t('list.count', { count: state.filtered.length })}
        </Text>
        {state.pageCount > 1 ? (
          <Pagination total={state.pageCount} value={state.page} onChange={state.setPage} size="sm" />
        ) : null}
      </Group>
      {/* Mounted only while open, so filtering does not re-render two closed modals. */}
      <Suspense fallback={null}>
        {isReorderOpen ? (
          <LazyReorderDialog
            kind="product"
            title={t('list.orderTitle', words)}
            opened
            onClose={reorder.close}
            items={state.filtered}
            labelOf={(product) => product.productName}
          />
        ) : null}
        {isImportOpen ? (
          <CsvImportDialog
            opened
            onClose={importDialog.close}
            products={state.products}
            lookups={state.lookups.csv}
          />
        ) : null}
      </Suspense>
    </>
  );
};
