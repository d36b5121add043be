import type { AuditEntry } from '@jumun/shared';
import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';

/**
 * /super/audit (issue 14): the change log across every company, newest first, optionally one company's. The rows
 * are drawn by `renderTable`, which the app layer fills with the owner's 변경 기록 table (features do not import
 * each other), so both pages word a change the same way.
 */
export const SuperAuditPage = ({ renderTable }: { renderTable: (rows: AuditEntry[]) => ReactNode }) => {
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
      <Box data-testid="super-audit-table">{renderTable(entries.data ?? [])}</Box>
    </Stack>
  );
};
