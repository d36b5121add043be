import {
  COURIERS,
  type Courier,
  DEFAULT_COURIER,
  parseWaybillPaste,
  type WaybillSendRow,
} from '@jumun/shared';
import { Badge, Card, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { invoicesText } from '../i18n';
import { WaybillSendPanel } from './waybill-send-panel';

/** Rows drawn in the table; a 5,000-row paste is counted, not all drawn. */
const TABLE_LIMIT = 300;

/** /admin/invoice (송장 발송): paste rows from Excel, check what was read, send tracking numbers. */
export const InvoicePastePage = () => {
  const { t } = invoicesText.useT();
  const [text, setText] = useState('');
  const [courier, setCourier] = useState<Courier>(DEFAULT_COURIER);
  // Parsing runs on the deferred text so typing never waits for a large paste.
  const deferredText = useDeferredValue(text);
  const { rows, headerLines } = useMemo(() => parseWaybillPaste(deferredText), [deferredText]);
  const sendRows = useMemo<WaybillSendRow[]>(
    () =>
      rows.map((row) => ({
        line: row.line,
        name: row.name,
        phone: row.phone,
        trackingNumber: row.trackingNumber,
      })),
    [rows],
  );
  const incomplete = rows.filter((row) => row.isIncomplete).length;
  const duplicates = rows.filter((row) => row.duplicateOfLine !== null).length;
  const missing = (value: string | null, key: string) =>
    value ?? (
      <Text span c="red" size="sm">
        {t(key)}
      </Text>
    );

  return (
    <Stack gap="md">
      <PageHeader title={t('paste.title')} description={t('paste.description')} />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Textarea
            label={t('paste.inputLabel')}
            description={t('paste.inputHint')}
            placeholder={t('paste.inputPlaceholder')}
            autosize
            minRows={5}
            maxRows={14}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={t('courier')}
              w={200}
              allowDeselect={false}
              value={courier}
              onChange={(value) => setCourier((value as Courier | null) ?? DEFAULT_COURIER)}
              data={COURIERS.map((code) => ({ value: code, label: t(`couriers.${code}`) }))}
            />
            <Group gap="xs">
              <Badge variant="light">{t('paste.rowCount', { count: rows.length })}</Badge>
              {incomplete > 0 ? (
                <Badge color="red" variant="light">
                  {t('paste.incompleteCount', { count: incomplete })}
                </Badge>
              ) : null}
              {duplicates > 0 ? (
                <Badge color="orange" variant="light">
                  {t('paste.duplicateCount', { count: duplicates })}
                </Badge>
              ) : null}
              {headerLines.length > 0 ? (
                <Badge color="gray" variant="light">
                  {t('paste.headerSkipped', { lines: headerLines.join(', ') })}
                </Badge>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Card>
      {rows.length > 0 ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('line')}</Table.Th>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('phone')}</Table.Th>
                  <Table.Th>{t('trackingNumber')}</Table.Th>
                  <Table.Th>{t('paste.unparsed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.slice(0, TABLE_LIMIT).map((row) => (
                  <Table.Tr
                    key={row.line}
                    data-testid="waybill-parsed-row"
                    bg={
                      row.isIncomplete
                        ? 'var(--mantine-color-red-light)'
                        : row.duplicateOfLine !== null
                          ? 'var(--mantine-color-orange-light)'
                          : undefined
                    }
                  >
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{missing(row.name, 'noName')}</Table.Td>
                    <Table.Td>{missing(row.phone, 'noPhone')}</Table.Td>
                    <Table.Td>{missing(row.trackingNumber, 'noTracking')}</Table.Td>
                    <Table.Td c="dimmed">
                      {row.duplicateOfLine !== null ? (
                        <Text span c="orange" size="sm" mr={6}>
                          {t('paste.duplicateOf', { line: row.duplicateOfLine })}
                        </Text>
                      ) : null}
                      {row.unparsed.join(' ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {rows.length > TABLE_LIMIT ? (
        <Text size="sm" c="dimmed">
          {t('paste.moreRows', { count: rows.length - TABLE_LIMIT })}
        </Text>
      ) : null}
      <WaybillSendPanel rows={sendRows} courier={courier} />
    </Stack>
  );
};
