import { COURIERS, type Courier, DEFAULT_COURIER, type WaybillSendRow } from '@jumun/shared';
import { Alert, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconColumns, IconFileUpload, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useCourierFile } from '../hooks/use-courier-file';
import { useGridRows } from '../hooks/use-grid-rows';
import { invoicesText } from '../i18n';
import { isFilled } from '../utils/waybill-grid';
import { ColumnMappingModal } from './column-mapping-modal';
import { type CourierMode, GridCourierBar } from './grid-courier-bar';
import { InvoiceGridTable } from './invoice-grid-table';
import { WaybillSendPanel } from './waybill-send-panel';

/** /admin/invoice2 (송장 발송 2): a spreadsheet-like grid of name, phone, tracking number and courier. */
export const InvoiceGridPage = () => {
  const { t } = invoicesText.useT();
  const [mode, setMode] = useState<CourierMode>('global');
  const [globalCourier, setGlobalCourier] = useState<Courier>(DEFAULT_COURIER);
  const { rows, updateRow, addRow, pasteBlock, setCourier, replaceRows } = useGridRows(globalCourier);
  const { companyId } = useCurrentCompany();
  const courierFile = useCourierFile(companyId, replaceRows);
  const courierOptions = COURIERS.map((code) => ({ value: code, label: t(`couriers.${code}`) }));

  const changeMode = (next: CourierMode) => {
    if (
      next === 'global' &&
      rows.some((row) => row.courier !== globalCourier) &&
      !window.confirm(t('grid.confirmModeChange'))
    )
      return;
    if (next === 'global') setCourier(globalCourier, false);
    setMode(next);
  };
  const filled = rows.filter(isFilled).length;
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
      <GridCourierBar
        mode={mode}
        onModeChange={changeMode}
        globalCourier={globalCourier}
        onGlobalCourierChange={setGlobalCourier}
        courierOptions={courierOptions}
        onApplyToChecked={(courier) => setCourier(courier, true)}
      />
      <Card withBorder padding={0}>
        <InvoiceGridTable
          rows={rows}
          isPerRow={mode === 'perRow'}
          courierOptions={courierOptions}
          onChange={updateRow}
          onAddRow={addRow}
          onPasteBlock={pasteBlock}
        />
      </Card>
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => addRow()}>
          {t('grid.addRow')}
        </Button>
        <Group gap="sm">
          <FileButton onChange={(file) => void courierFile.loadFile(file)} accept=".csv,.txt,.tsv,.xlsx">
            {(props) => (
              <Button variant="light" leftSection={<IconFileUpload size={16} />} {...props}>
                {t('grid.uploadCourierFile')}
              </Button>
            )}
          </FileButton>
          {courierFile.loaded ? (
            <Button
              variant="subtle"
              leftSection={<IconColumns size={16} />}
              onClick={courierFile.openMapping}
            >
              {t('grid.mapping.button')}
            </Button>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('grid.filled', { count: filled })}
          </Text>
        </Group>
      </Group>
      {courierFile.problem ? (
        <Alert color="orange" role="alert">
          {courierFile.problem}
        </Alert>
      ) : null}
      {courierFile.isMapping && courierFile.loaded ? (
        <ColumnMappingModal
          table={courierFile.loaded.table}
          initial={courierFile.loaded.mapping}
          onConfirm={courierFile.confirmMapping}
          onClose={courierFile.closeMapping}
        />
      ) : null}
      <WaybillSendPanel rows={sendRows} courier={globalCourier} />
    </Stack>
  );
};
