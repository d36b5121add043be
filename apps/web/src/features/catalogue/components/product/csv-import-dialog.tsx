import type { Product } from '@jumun/shared';
import { Alert, Badge, Button, FileButton, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { decodeText, readFileBytes } from '../../../../lib/files/decode-text';
import { isXlsxFile, readXlsxRows } from '../../../../lib/files/xlsx';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';
import { catalogueText } from '../../i18n';
import {
  type ImportPreview,
  type ImportRowStatus,
  previewProductImport,
  previewProductRows,
} from '../../utils/product-csv';
import type { CsvLookups } from '../../utils/product-csv-columns';

const STATUS_COLOR: Record<ImportRowStatus, string> = {
  new: 'green',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
};

type CsvImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  products: readonly Product[];
  lookups: CsvLookups;
};

/**
 * CSV import with a preview: each row validated with the shared schema, errors per row, and one saveMany for
 * everything (one transaction): either the whole file is imported or nothing is.
 */
export const CsvImportDialog = ({ opened, onClose, products, lookups }: CsvImportDialogProps) => {
  const { t } = catalogueText.useT();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setPreview(null);
    setFileName('');
    setError(null);
    onClose();
  };

  const read = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setFileName(file.name);
    try {
      const bytes = await readFileBytes(file);
      if (!isXlsxFile(file, bytes)) {
        setPreview(previewProductImport(decodeText(bytes).text, products, lookups));
        return;
      }
      setPreview(previewProductRows(await readXlsxRows(bytes), products, lookups));
    } catch {
      setPreview(null);
      setError(t('file.xlsxUnreadable'));
    }
  };

  const commit = async () => {
    if (!preview?.canImport) return;
    setIsSaving(true);
    const result = await catalogueSync.saveItems('product', preview.toSave);
    setIsSaving(false);
    if (!result.isSuccess) {
      setError(t('import.failed', { problem: problemMessage(result) }));
      return;
    }
    notifications.show({ color: 'green', message: t('import.done', { count: preview.toSave.length }) });
    close();
  };

  const errorCount = preview?.rows.filter((row) => row.status === 'error').length ?? 0;
  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="xl" centered>
      <Text size="sm" c="dimmed" mb="sm">
        {t('import.intro')}
      </Text>
      <Group mb="md">
        <FileButton
          onChange={read}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />}>
              {t('import.pickFile')}
            </Button>
          )}
        </FileButton>
        <Text size="sm">{fileName}</Text>
      </Group>
      {preview?.fileError ? (
        <Alert color="red" mb="sm" role="alert">
          {preview.fileError}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" mb="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      {preview && preview.rows.length > 0 ? (
        <>
          <Text size="sm" mb="xs" data-testid="csv-import-summary">
            {t('import.summary', {
              rows: preview.rows.length,
              toSave: preview.toSave.length,
              errors: errorCount,
            })}
          </Text>
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Table striped verticalSpacing={4} aria-label={t('import.preview')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t('import.columns.line')}</Table.Th>
                  <Table.Th>{t('import.columns.name')}</Table.Th>
                  <Table.Th w={90}>{t('import.columns.result')}</Table.Th>
                  <Table.Th>{t('import.columns.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[row.status]} variant="light">
                        {t(`import.status.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.errors.map((message) => (
                        <Text key={message} size="xs" c="red">
                          {message}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('import.cancel')}
        </Button>
        <Button onClick={commit} loading={isSaving} disabled={!preview?.canImport}>
          {preview?.canImport
            ? t('import.commitCount', { count: preview.toSave.length })
            : t('import.commit')}
        </Button>
      </Group>
    </Modal>
  );
};
