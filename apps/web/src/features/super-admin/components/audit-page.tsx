import type { AuditEntry } from '@jumun/shared';
import { Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';

const fields = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '');

/** /super/audit (issue 14): the change log across every company, newest first, optionally one company's. */
export const SuperAuditPage = () => {
  const { t } = superText.useT();
  const [companyId, setCompanyId] = useState('');
  const [debounced] = useDebouncedValue(companyId, 300);
  const query = { companyId: debounced.trim() || undefined, limit: 100 };
  const entries = useQuery({
    queryKey: ['super', 'audit', query],
    queryFn: ({ signal }) => superApi.audit(query, signal),
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} />
      <Group>
        <TextInput
          label={t('audit.companyId')}
          value={companyId}
          onChange={(e) => setCompanyId(e.currentTarget.value)}
          w={260}
        />
      </Group>
      {entries.error ? (
        <Text c="red" role="alert">
          {problemMessage(entries.error)}
        </Text>
      ) : null}
      <Table data-testid="super-audit-table">
        <Table.Tbody>
          {(entries.data ?? []).map((row: AuditEntry) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.at).toLocaleString('ko-KR')}</Table.Td>
              <Table.Td>{row.companyId}</Table.Td>
              <Table.Td>
                {row.actorName} ({row.actorRole})
              </Table.Td>
              <Table.Td>
                {row.kind} · {row.summary || row.entityId} · {row.action}
              </Table.Td>
              <Table.Td>
                <Code>{fields(row.before)}</Code> → <Code>{fields(row.after)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};
