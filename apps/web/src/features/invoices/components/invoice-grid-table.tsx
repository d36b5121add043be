import { Table } from '@mantine/core';
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { invoicesText } from '../i18n';
import type { GridField, GridRow } from '../utils/waybill-grid';
import { InvoiceGridRow } from './invoice-grid-row';

/** A row is one size-sm input plus the cell padding; rows are measured once drawn, this is the first guess. */
const ROW_HEIGHT = 45;
const HEADER_HEIGHT = 40;
const VIEWPORT_HEIGHT = 12 * ROW_HEIGHT + HEADER_HEIGHT;

type InvoiceGridTableProps = {
  rows: GridRow[];
  isPerRow: boolean;
  courierOptions: { value: string; label: string }[];
  onChange: (id: number, patch: Partial<GridRow>) => void;
  /** Adds a row at the end and returns its index, already rendered. */
  onAddRow: () => number;
  onPasteBlock: (at: { row: number; field: GridField }, text: string) => void;
};

/**
 * The grid's rows, virtualised (issue 13: 5,000 rows stay responsive): only the rows in view, a few around them and
 * the row being edited are in the DOM, with spacer rows standing in for the others so the table keeps its column
 * widths. Moving to a row that is not drawn first draws it, scrolls it into view, then focuses it.
 */
export const InvoiceGridTable = (props: InvoiceGridTableProps) => {
  const { rows, isPerRow, courierOptions, onChange, onAddRow, onPasteBlock } = props;
  const { t } = invoicesText.useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const cells = useRef(new Map<string, HTMLInputElement>());
  // The row holding the caret stays drawn when scrolled away, or its input (and the focus) would be lost.
  const [activeRow, setActiveRow] = useState(0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
    // The sticky header sits above the first row: rows start below it and never scroll under it.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // Before layout (a hidden tab, jsdom) the grid measures 0 high and would draw no row: assume its full height.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { ...rect, height: VIEWPORT_HEIGHT }),
      ),
    // Rows measured 0 high (no layout) keep the estimate rather than pull every row into view.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow >= range.count || indexes.includes(activeRow)) return indexes;
      return [...indexes, activeRow].sort((a, b) => a - b);
    },
  });

  // Focus moves inside the key handler, before the next key event: a barcode scanner types the digits and Enter
  // with no pause, and a focus deferred to the next frame let its next digits land in the row it just left.
  const focusCell = (row: number, field: GridField) => {
    flushSync(() => setActiveRow(row));
    virtualizer.scrollToIndex(row);
    // The grid has scrolled the row in; focus() then scrolls the page only as far as the grid's edge needs.
    cells.current.get(`${row}:${field}`)?.focus();
  };

  const items = virtualizer.getVirtualItems();
  const end = HEADER_HEIGHT + virtualizer.getTotalSize();
  let drawnTo = HEADER_HEIGHT;

  return (
    <div
      ref={scrollRef}
      style={{ maxHeight: `min(${VIEWPORT_HEIGHT}px, 70vh)`, overflow: 'auto' }}
      data-testid="waybill-grid"
    >
      <Table verticalSpacing={4} stickyHeader miw={isPerRow ? 760 : 600} style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          <Table.Tr h={HEADER_HEIGHT}>
            {isPerRow ? <Table.Th w={48}>{t('grid.select')}</Table.Th> : null}
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('phone')}</Table.Th>
            <Table.Th>{t('trackingNumber')}</Table.Th>
            {isPerRow ? <Table.Th>{t('courier')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const gap = item.start - drawnTo;
            drawnTo = item.end;
            return (
              <Fragment key={item.key}>
                {gap > 0 ? <SpacerRow height={gap} /> : null}
                <InvoiceGridRow
                  row={row}
                  index={item.index}
                  rowCount={rows.length}
                  isPerRow={isPerRow}
                  courierOptions={courierOptions}
                  measureRef={virtualizer.measureElement}
                  registerCell={(field, element) => {
                    if (element) cells.current.set(`${item.index}:${field}`, element);
                    else cells.current.delete(`${item.index}:${field}`);
                  }}
                  onFocus={() => setActiveRow(item.index)}
                  onChange={(patch) => onChange(row.id, patch)}
                  onPasteBlock={(field, text) => onPasteBlock({ row: item.index, field }, text)}
                  onMove={(target, from) =>
                    target === 'add-row' ? focusCell(onAddRow(), from) : focusCell(target.row, target.field)
                  }
                />
              </Fragment>
            );
          })}
          {end > drawnTo ? <SpacerRow height={end - drawnTo} /> : null}
        </Table.Tbody>
      </Table>
    </div>
  );
};

/** Stands in for rows that are not drawn, so the scroll height is that of every row. */
const SpacerRow = ({ height }: { height: number }) => (
  <tr style={{ height, border: 0 }}>
    <td style={{ padding: 0, border: 0 }} />
  </tr>
);
