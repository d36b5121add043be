import { formatCount, formatWon, type Product } from '@jumun/shared';
import { Badge, NumberInput, Table } from '@mantine/core';
import { memo } from 'react';
import { href } from '../../../../config/paths';
import type { TFunction } from '../../../../lib/i18n';
import { catalogueText } from '../../i18n';
import type { PriceDraft, PriceField } from '../../utils/bulk-price';
import { describeSoldOutUntil, isSoldOutNow, type SoldOutChoice } from '../../utils/sold-out';
import { SoldOutMenu } from '../common/sold-out-menu';
import classes from './product-row.module.css';
import { ProductRowMenu } from './product-row-menu';

export type ProductRowProps = {
  product: Product;
  categoryNames: string;
  canWrite: boolean;
  /** The sold-out switch: 직원 may (issue 14), so it has its own permission. */
  canSoldOut: boolean;
  /** Set while the inline bulk price edit is on (undefined draft = row not edited yet). */
  isEditingPrices: boolean;
  draft: PriceDraft | undefined;
  isStale: boolean;
  /** Minute-granular clock, so rows re-render when a sold-out period ends but not on every list render. */
  nowMinute: number;
  onPriceChange: (product: Product, field: PriceField, value: number) => void;
  onSoldOut: (product: Product, choice: SoldOutChoice) => void;
  onDuplicate: (product: Product) => void;
};

const PriceCell = ({
  product,
  field,
  isEditing,
  draft,
  onPriceChange,
  t,
}: {
  product: Product;
  field: PriceField;
  isEditing: boolean;
  draft: PriceDraft | undefined;
  onPriceChange: ProductRowProps['onPriceChange'];
  /** The row's translator: one language subscription per row, not one per cell. */
  t: TFunction;
}) => {
  if (!isEditing) return <span className={classes.cell}>{formatWon(product[field])}</span>;
  // Uncontrolled: a cleared cell stays empty while typing instead of snapping to 0; only numbers are recorded.
  return (
    <NumberInput
      size="xs"
      w={110}
      min={0}
      step={100}
      thousandSeparator=","
      suffix={t('wonSuffix')}
      defaultValue={product[field]}
      aria-label={t('products.table.price', {
        name: product.productName,
        field: t(`products.table.${field}`),
      })}
      onChange={(next) => {
        if (typeof next === 'number') onPriceChange(product, field, next);
      }}
      styles={draft?.prices[field] !== undefined ? { input: { fontWeight: 700 } } : undefined}
    />
  );
};

/** One product row; memoised because a realtime update or a price edit changes one row, not fifty. */
export const ProductRow = memo((props: ProductRowProps) => {
  const { t } = catalogueText.useT();
  const {
    product,
    categoryNames,
    canWrite,
    canSoldOut,
    isEditingPrices,
    draft,
    isStale,
    nowMinute,
    onSoldOut,
    onDuplicate,
  } = props;
  const now = new Date(nowMinute * 60_000);
  const isSoldOut = isSoldOutNow(product, now);
  const editPath = href('admin-product-edit-id', { id: product.id });
  // Plain <tr>/<td> with Table's public `classes` and data attributes: the same look as Table.Tr/Table.Td (which
  // the list's <Table striped highlightOnHover> would set) without a component per cell.
  return (
    <tr
      className={Table.classes.tr}
      data-with-row-border
      data-striped="odd"
      data-hover
      style={isStale ? { background: 'var(--mantine-color-red-light)' } : undefined}
    >
      <td className={Table.classes.td}>
        {/* A plain link: ProductTable routes clicks on it (one handler instead of a router Link per row). */}
        <a href={editPath} className={classes.name} data-route-link>
          {product.productName}
        </a>
        <span className={`${classes.small} ${classes.narrowOnly}`}>
          {categoryNames || t('products.uncategorised')}
        </span>
        {!product.isVisible || product.isPrivateProduct ? (
          <span className={classes.badges}>
            {!product.isVisible ? (
              <Badge size="xs" color="gray">
                {t('products.hidden')}
              </Badge>
            ) : null}
            {product.isPrivateProduct ? (
              <Badge size="xs" color="violet">
                {t('products.private')}
              </Badge>
            ) : null}
          </span>
        ) : null}
      </td>
      <td className={`${Table.classes.td} ${classes.muted} ${classes.wideOnly}`}>
        {categoryNames || t('products.uncategorised')}
      </td>
      {(['priceOriginal', 'priceDiscounted'] as const).map((field) => (
        <td key={field} className={Table.classes.td}>
          <PriceCell
            product={product}
            field={field}
            isEditing={isEditingPrices}
            draft={draft}
            onPriceChange={props.onPriceChange}
            t={t}
          />
        </td>
      ))}
      <td
        className={`${Table.classes.td} ${classes.cell} ${product.stockQuantity <= 0 ? classes.danger : ''}`}
      >
        {formatCount(product.stockQuantity)}
      </td>
      <td className={Table.classes.td}>
        <SoldOutMenu
          isSoldOut={isSoldOut}
          label={product.productName}
          disabled={!canSoldOut}
          onChoose={(choice) => onSoldOut(product, choice)}
        />
        {isSoldOut ? (
          <span className={classes.small}>{describeSoldOutUntil(product.soldOutUntil, now)}</span>
        ) : null}
      </td>
      <td className={Table.classes.td}>
        <ProductRowMenu product={product} editPath={editPath} canWrite={canWrite} onDuplicate={onDuplicate} />
      </td>
    </tr>
  );
});
ProductRow.displayName = 'ProductRow';
