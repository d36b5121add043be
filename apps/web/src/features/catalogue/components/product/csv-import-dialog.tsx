import type { Product } from '@jumun/shared';
import { Alert, Badge, Button, FileButton, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { decodeText, readFileBytes } from '../../../../lib/files/decode-text';
import { problemMessage } from '../../../../lib/save-problem';
import { catalogueSync } from '../../../../lib/sync';
import { catalogueText } from '../../i18n';
import { isXlsxFile } from '../../utils/file-io';
import {
  type ImportPreview,
  type ImportRowStatus,
  previewProductImport,
  previewProductRows,
} from '../../utils/product-csv';
import type { CsvLookups } from '../../utils/product-csv-columns';
import { readXlsxRows } from '../../utils/xlsx';

const STATUS: Record<ImportRowStatus, { label: string; color: string }> = {
  new: { label: '추가', color: 'green' },
  update: { label: '수정', color: 'blue' },
  unchanged: { label: '변경 없음', color: 'gray' },
  error: { label: '오류', color: 'red' },
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
      setError(catalogueText.t('file.xlsxUnreadable'));
    }
  };

  const commit = async () => {
    if (!preview?.canImport) return;
    setIsSaving(true);
    const result = await catalogueSync.saveItems('product', preview.toSave);
    setIsSaving(false);
    if (!result.isSuccess) {
      setError(`가져오지 않았습니다 (아무것도 바뀌지 않았습니다): ${problemMessage(result)}`);
      return;
    }
    notifications.show({ color: 'green', message: `상품 ${preview.toSave.length}개를 가져왔습니다.` });
    close();
  };

  const errorCount = preview?.rows.filter((row) => row.status === 'error').length ?? 0;
  return (
    <Modal opened={opened} onClose={close} title="CSV 가져오기" size="xl" centered>
      <Text size="sm" c="dimmed" mb="sm">
        내보낸 파일의 열을 그대로 쓰세요. 상품ID가 있으면 그 상품을 고치고, 비어 있으면 새 상품을 만듭니다.
        오류가 한 줄이라도 있으면 아무것도 저장하지 않습니다.
      </Text>
      <Group mb="md">
        <FileButton
          onChange={read}
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />}>
              파일 고르기
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
            {preview.rows.length}줄 · 저장할 상품 {preview.toSave.length}개 · 오류 {errorCount}줄
          </Text>
          <ScrollArea.Autosize mah="50vh" type="auto">
            <Table striped verticalSpacing={4} aria-label="가져오기 미리보기">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>줄</Table.Th>
                  <Table.Th>상품명</Table.Th>
                  <Table.Th w={90}>결과</Table.Th>
                  <Table.Th>오류</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS[row.status].color} variant="light">
                        {STATUS[row.status].label}
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
          취소
        </Button>
        <Button onClick={commit} loading={isSaving} disabled={!preview?.canImport}>
          {preview?.canImport ? `${preview.toSave.length}개 가져오기` : '가져오기'}
        </Button>
      </Group>
    </Modal>
  );
};
