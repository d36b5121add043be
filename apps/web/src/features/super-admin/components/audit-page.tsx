import type { AuditEntry } from '@jumun/shared';
import { Box, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuditKindAndDays, useAuditKindAndDays } from '../../../components/audit/audit-filters';
import { AuditResults } from '../../../components/audit/audit-results';
import { AUDIT_PAGE, useAuditPages } from '../../../components/audit/use-audit-pages';
import { PageHeader } from '../../../components/ui/page-header';
import { superApi } from '../api';
import { superText } from '../i18n';

/** What the log records (the `kind` of a row), the operator's own changes to accounts included. */
const KINDS = [
  'company',
  'administrator',
  'member',
  'invitation',
  'order',
  'product',
  'category',
  'option',
  'optionGroup',
  'notification',
  'device',
  'loginToken',
] as const;

/**
 * /super/audit (issue 14): the change log across every company, newest first, filtered by company, person, kind and
 * Seoul dates, 50 rows at a time. The person is found the way /super/admin-users finds one (name, phone suffix, id:
 * never by decrypting). The rows are drawn by `renderTable`, which the app layer fills with the owner's 변경 기록
 * table (features do not import each other), so both pages word a change the same way.
 */
export const SuperAuditPage = ({ renderTable }: { renderTable: (rows: AuditEntry[]) => ReactNode }) => {
  const { t } = superText.useT();
  const [companyId, setCompanyId] = useState('');
  const [debouncedCompany] = useDebouncedValue(companyId, 300);
  const [personSearch, setPersonSearch] = useState('');
  const [debouncedPerson] = useDebouncedValue(personSearch.trim(), 300);
  const [actorUid, setActorUid] = useState<string | null>(null);
  const days = useAuditKindAndDays();

  const people = useQuery({
    queryKey: ['super', 'administrators', { q: debouncedPerson, pageSize: 20 }],
    queryFn: ({ signal }) => superApi.administrators({ q: debouncedPerson, pageSize: 20 }, signal),
    enabled: debouncedPerson.length > 0,
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const personOptions = (people.data?.items ?? []).map((admin) => ({
    value: admin.uid,
    label: `${admin.name || t('audit.noName')} · ${admin.phoneSuffix ? `****${admin.phoneSuffix}` : admin.uid}`,
  }));
  // The chosen person stays selectable after the search moves on.
  if (chosen && !personOptions.some((option) => option.value === chosen.value)) personOptions.unshift(chosen);

  const query = {
    companyId: debouncedCompany.trim() || undefined,
    actorUid: actorUid ?? undefined,
    ...days.query,
    limit: AUDIT_PAGE,
  };
  const { entries, rows } = useAuditPages(['super', 'audit', query], (beforeId, signal) =>
    superApi.audit({ ...query, beforeId }, signal),
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <Group wrap="wrap" align="flex-end">
        <TextInput
          label={t('audit.companyId')}
          value={companyId}
          onChange={(e) => setCompanyId(e.currentTarget.value)}
          w={200}
        />
        <Select
          label={t('audit.person')}
          placeholder={t('audit.personSearch')}
          searchable
          clearable
          searchValue={personSearch}
          onSearchChange={setPersonSearch}
          // The server already matched the search (name keyword, phone suffix, id); the labels need not contain it.
          filter={({ options }) => options}
          data={personOptions}
          value={actorUid}
          onChange={(value, option) => {
            setActorUid(value);
            setChosen(value ? option : null);
          }}
          nothingFoundMessage={debouncedPerson ? t('audit.nobody') : undefined}
          w={240}
        />
        <AuditKindAndDays kinds={KINDS} {...days.filters} t={t} />
      </Group>
      <AuditResults entries={entries} moreLabel={t('audit.more')}>
        <Box data-testid="super-audit-table">{renderTable(rows)}</Box>
      </AuditResults>
    </Stack>
  );
};
