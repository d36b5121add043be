import type { Category, Product } from '@jumun/shared';
import { Table } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useRevealInSteps } from '../../../../hooks/use-reveal-in-steps';
import { useNavigate } from '../../../../lib/router';
import { catalogueText, kindWords } from '../../i18n';
import type { PriceDrafts } from '../../utils/bulk-price';
import { ProductRow, type ProductRowProps } from './product-row';
import classes from './product-row.module.css';

type ProductTableProps = Pick<
  ProductRowProps,
  'canWrite' | 'canSoldOut' | 'onPriceChange' | 'onSoldOut' | 'onDuplicate'
> & {
  products: Product[];
  /** Changes when `products` is another filter or page: the new rows are revealed from the first screen again. */
  pageKey: string;
  categoriesById: ReadonlyMap<string, Category>;
  /** Inline bulk price edit: prices become inputs while this is set. */
  drafts: PriceDrafts | null;
  staleIds: ReadonlySet<string>;
};

const FIRST_ROWS = 15;
const ROWS_PER_STEP = 5;

/** One page of products: name, categories, prices (inline-editable), stock, sold-out, actions. */
export const ProductTable = ({
  products,
  pageKey,
  categoriesById,
  drafts,
  staleIds,
  ...rowProps
}: ProductTableProps) => {
  const { t } = catalogueText.useT();
  // A phone's first screen holds about a dozen rows: the rest of the page (up to 50) follows a few rows per commit,
  // not in the same long task (Lighthouse's total blocking time on /admin/product). The same on every filter or
  // page change: mounting and laying out 50 new rows was most of a filter change's time (issue #16, decision 047).
  const shown = useRevealInSteps(products.length, FIRST_ROWS, ROWS_PER_STEP, pageKey);
  const nowMinute = Math.floor(Date.now() / 60_000);
  const navigate = useNavigate();
  // Client-side navigation for the rows' plain links; modified clicks (new tab, …) keep the browser's behaviour.
  const routeLinkClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a[data-route-link]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '');
  };
  return (
    // A plain overflow box: Table.ScrollContainer's ScrollArea re-measured itself on every filter change.
    <div style={{ overflowX: 'auto' }}>
      <Table
        miw={540}
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('list.table', kindWords('product'))}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products.table.name')}</Table.Th>
            <Table.Th className={classes.wideOnly}>{t('products.table.categories')}</Table.Th>
            <Table.Th>{t('products.table.priceOriginal')}</Table.Th>
            <Table.Th>{t('products.table.priceDiscounted')}</Table.Th>
            <Table.Th>{t('products.table.stock')}</Table.Th>
            <Table.Th>{t('products.table.state')}</Table.Th>
            <Table.Th aria-label={t('products.table.actions')} w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onClick={routeLinkClick}>
          {products.slice(0, shown).map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              categoryNames={product.categories
                .map((id) => categoriesById.get(id)?.categoryName)
                .filter(Boolean)
                .join(', ')}
              isEditingPrices={drafts !== null}
              draft={drafts?.get(product.id)}
              isStale={staleIds.has(product.id)}
              nowMinute={nowMinute}
              {...rowProps}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
};
