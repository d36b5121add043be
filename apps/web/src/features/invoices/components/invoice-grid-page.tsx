import {
  COURIERS,
  type Courier,
  DEFAULT_COURIER,
  parseWaybillPaste,
  type WaybillSendRow,
} from '@jumun/shared';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { decodeText, readFileBytes } from '../../../lib/files/decode-text';
import { invoicesText } from '../i18n';
import { emptyRow, type GridField, type GridRow, INITIAL_ROW_COUNT, isFilled } from '../utils/waybill-grid';
import { InvoiceGridRow } from './invoice-grid-row';
import { WaybillSendPanel } from './waybill-send-panel';

type CourierMode = 'global' | 'perRow';

/** /admin/invoice2 (송장 발송 2): a spreadsheet-like grid of name, phone, tracking number and courier. */
export const InvoiceGridPage = () => {
  const { t } = invoicesText.useT();
  const [rows, setRows] = useState<GridRow[]>(() =>
    Array.from({ length: INITIAL_ROW_COUNT }, () => emptyRow()),
  );
  const [mode, setMode] = useState<CourierMode>('global');
  const [globalCourier, setGlobalCourier] = useState<Courier>(DEFAULT_COURIER);
  const [bulkCourier, setBulkCourier] = useState<Courier>(DEFAULT_COURIER);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const courierOptions = COURIERS.map((code) => ({ value: code, label: t(`couriers.${code}`) }));

  const update = (id: number, patch: Partial<GridRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  // Focus moves inside the key handler, before the next key event: a barcode scanner types the digits and Enter
  // with no pause, and a focus deferred to the next frame let its next digits land in the row it just left.
  const focusCell = (row: number, field: GridField) => cells.current.get(`${row}:${field}`)?.focus();
  const addRow = (focusField?: GridField) => {
    let added = 0;
    flushSync(() =>
      setRows((current) => {
        added = current.length;
        return [...current, emptyRow(globalCourier)];
      }),
    );
    if (focusField) focusCell(added, focusField);
  };
  const changeMode = (next: CourierMode) => {
    if (
      next === 'global' &&
      rows.some((row) => row.courier !== globalCourier) &&
      !window.confirm(t('grid.confirmModeChange'))
    )
      return;
    if (next === 'global') setRows((current) => current.map((row) => ({ ...row, courier: globalCourier })));
    setMode(next);
  };
  const filled = rows.filter(isFilled).length;
  /**
   * A courier's export (CSV, or the first sheet of an XLSX) read with the paste parser: header rows skipped, columns
   * found by what they hold, so no column mapping is needed for the usual name / phone / tracking number files.
   */
  const loadCourierFile = async (file: File | null) => {
    if (!file) return;
    let text: string;
    if (/\.xlsx$/i.test(file.name)) {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.arrayBuffer());
      const lines: string[] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        lines.push(values.map((value) => (value == null ? '' : String(value))).join('\t'));
      });
      text = lines.join('\n');
    } else {
      // Korean Excel saves CSV as CP949: decodeText tries UTF-8 (with or without BOM) first, then CP949.
      text = decodeText(await readFileBytes(file)).text;
    }
    const parsed = parseWaybillPaste(text).rows;
    setFileProblem(parsed.length === 0 ? t('grid.fileEmpty', { name: file.name }) : null);
    if (parsed.length === 0) return;
    setRows(
      parsed.map((row) => ({
        ...emptyRow(globalCourier),
        name: row.name ?? '',
        phone: row.phone ?? '',
        invoice: row.trackingNumber ?? '',
      })),
    );
  };
  const sendRows = useMemo<WaybillSendRow[]>(
    () =>
      rows.flatMap((row, index) =>
        isFilled(row)
          ? [
              {
                line: index + 1,
                name: row.name || null,
                phone: row.phone || null,
                trackingNumber: row.invoice || null,
                courier: mode === 'perRow' ? row.courier : globalCourier,
              },
            ]
          : [],
      ),
    [rows, mode, globalCourier],
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('grid.title')} description={t('grid.description')} />
      <Card withBorder padding="md">
        <Group gap="md" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('grid.courierMode')}
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(value) => changeMode(value as CourierMode)}
              data={[
                { value: 'global', label: t('grid.modeGlobal') },
                { value: 'perRow', label: t('grid.modePerRow') },
              ]}
            />
          </Stack>
          {mode === 'global' ? (
            <Select
              label={t('courier')}
              w={180}
              allowDeselect={false}
              value={globalCourier}
              data={courierOptions}
              onChange={(value) => setGlobalCourier((value as Courier | null) ?? DEFAULT_COURIER)}
            />
          ) : (
            <Group gap="xs" align="flex-end">
              <Select
                label={t('courier')}
                w={180}
                allowDeselect={false}
                value={bulkCourier}
                data={courierOptions}
                onChange={(value) => setBulkCourier((value as Courier | null) ?? DEFAULT_COURIER)}
              />
              <Button
                variant="light"
                onClick={() =>
                  setRows((current) =>
                    current.map((row) => (row.checked ? { ...row, courier: bulkCourier } : row)),
                  )
                }
              >
                {t('grid.applyToChecked')}
              </Button>
            </Group>
          )}
        </Group>
      </Card>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={mode === 'perRow' ? 760 : 600}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                {mode === 'perRow' ? <Table.Th w={48}>{t('grid.select')}</Table.Th> : null}
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('phone')}</Table.Th>
                <Table.Th>{t('trackingNumber')}</Table.Th>
                {mode === 'perRow' ? <Table.Th>{t('courier')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <InvoiceGridRow
                  key={row.id}
                  row={row}
                  index={index}
                  rowCount={rows.length}
                  isPerRow={mode === 'perRow'}
                  courierOptions={courierOptions}
                  registerCell={(field, element) => {
                    if (element) cells.current.set(`${index}:${field}`, element);
                    else cells.current.delete(`${index}:${field}`);
                  }}
                  onChange={(patch) => update(row.id, patch)}
                  onMove={(target, from) =>
                    target === 'add-row' ? addRow(from) : focusCell(target.row, target.field)
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => addRow()}>
          {t('grid.addRow')}
        </Button>
        <Group gap="sm">
          <FileButton onChange={(file) => void loadCourierFile(file)} accept=".csv,.txt,.tsv,.xlsx">
            {(props) => (
              <Button variant="light" leftSection={<IconFileUpload size={16} />} {...props}>
                {t('grid.uploadCourierFile')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('grid.filled', { count: filled })}
          </Text>
        </Group>
      </Group>
      {fileProblem ? (
        <Alert color="orange" role="alert">
          {fileProblem}
        </Alert>
      ) : null}
      <WaybillSendPanel rows={sendRows} courier={globalCourier} />
    </Stack>
  );
};
