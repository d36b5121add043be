import type { Courier } from '@jumun/shared';
import { Checkbox, Select, Table, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { invoicesText } from '../i18n';
import { isBlockPaste } from '../utils/grid-paste';
import {
  formatGridPhone,
  GRID_FIELDS,
  type GridField,
  type GridRow,
  isValidCell,
  nextCell,
} from '../utils/waybill-grid';

type InvoiceGridRowProps = {
  row: GridRow;
  index: number;
  rowCount: number;
  isPerRow: boolean;
  courierOptions: { value: string; label: string }[];
  /** The virtualiser's measuring ref: rows are measured once drawn. */
  measureRef: (element: HTMLTableRowElement | null) => void;
  registerCell: (field: GridField, element: HTMLInputElement | null) => void;
  onFocus: () => void;
  onChange: (patch: Partial<GridRow>) => void;
  /** A block copied from a spreadsheet (several cells) pasted into `field` of this row. */
  onPasteBlock: (field: GridField, text: string) => void;
  /** `from`: the field the key was pressed in (a new row is entered in the same column). */
  onMove: (target: { row: number; field: GridField } | 'add-row', from: GridField) => void;
};

export const InvoiceGridRow = (props: InvoiceGridRowProps) => {
  const { row, index, rowCount, isPerRow, courierOptions, measureRef, registerCell, onFocus, onChange } =
    props;
  const { onPasteBlock, onMove } = props;
  const { t } = invoicesText.useT();

  const onKeyDown = (field: GridField) => (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const target = nextCell(
      event.key,
      { row: index, field: GRID_FIELDS.indexOf(field) },
      { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0, length: input.value.length },
      rowCount,
    );
    if (!target) return;
    event.preventDefault();
    onMove(
      target === 'add-row' ? target : { row: target.row, field: GRID_FIELDS[target.field] ?? 'name' },
      field,
    );
  };

  const labels: Record<GridField, string> = {
    name: t('name'),
    phone: t('phone'),
    invoice: t('trackingNumber'),
  };

  return (
    <Table.Tr ref={measureRef} data-index={index} onFocus={onFocus}>
      {isPerRow ? (
        <Table.Td>
          <Checkbox
            aria-label={`${t('grid.select')} ${index + 1}`}
            checked={row.checked}
            onChange={(event) => onChange({ checked: event.currentTarget.checked })}
          />
        </Table.Td>
      ) : null}
      {GRID_FIELDS.map((field) => (
        <Table.Td key={field}>
          <TextInput
            ref={(element) => registerCell(field, element)}
            aria-label={`${labels[field]} ${index + 1}`}
            variant="filled"
            size="sm"
            inputMode={field === 'name' ? 'text' : 'numeric'}
            placeholder={field === 'phone' ? '010-' : undefined}
            value={row[field]}
            error={field !== 'name' && row[field] !== '' && !isValidCell(field, row[field])}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ [field]: field === 'phone' ? formatGridPhone(value) : value });
            }}
            onKeyDown={onKeyDown(field)}
            onPaste={(event) => {
              const text = event.clipboardData.getData('text/plain');
              if (!isBlockPaste(text)) return;
              event.preventDefault();
              onPasteBlock(field, text);
            }}
          />
        </Table.Td>
      ))}
      {isPerRow ? (
        <Table.Td>
          <Select
            aria-label={`${t('courier')} ${index + 1}`}
            size="sm"
            allowDeselect={false}
            value={row.courier}
            data={courierOptions}
            onChange={(value) => {
              if (value) onChange({ courier: value as Courier });
            }}
          />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
};
