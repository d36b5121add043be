import type { AuditEntry, CompanyMember } from '@jumun/shared';
import { Alert, Button, Code, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSection } from '../../../components/forms/form-section';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { problemMessage } from '../../../lib/save-problem';
import { staffApi } from '../api';
import { staffText } from '../i18n';
import { describeAuditRow } from '../utils/audit-words';

const PAGE = 50;
const KINDS = [
  'order',
  'product',
  'category',
  'option',
  'optionGroup',
  'company',
  'member',
  'invitation',
  'notification',
] as const;

/** `{price: 4500}` → `price: 4500`; objects as compact JSON. */
const describe = (fields: Record<string, unknown> | null) =>
  fields
    ? Object.entries(fields)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';

/**
 * /admin/audit (변경 기록, issue 14): who changed what in this company, newest first, filtered by person, kind and
 * date. 대표 only; the rows can be neither edited nor deleted anywhere.
 */
export const AuditPage = () => {
  const { t } = staffText.useT();
  const { companyId, can } = useCurrentCompany();
  const [actorUid, setActorUid] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const enabled = Boolean(companyId) && can('manage');
  const members = useQuery({
    queryKey: ['staff', companyId, 'members'],
    queryFn: ({ signal }) => staffApi.members(companyId, signal),
    enabled,
  });
  const query = {
    actorUid: actorUid ?? undefined,
    kind: kind ?? undefined,
    from: from ? new Date(`${from}T00:00:00+09:00`).toISOString() : undefined,
    to: to ? new Date(`${to}T24:00:00+09:00`).toISOString() : undefined,
    limit: PAGE,
  };
  const entries = useInfiniteQuery({
    queryKey: ['audit', companyId, query],
    queryFn: ({ pageParam, signal }) => staffApi.audit(companyId, { ...query, beforeId: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: AuditEntry[]) => (last.length === PAGE ? last[last.length - 1]?.id : undefined),
    enabled,
  });
  const rows = entries.data?.pages.flat() ?? [];
  const people = (members.data ?? []).map((m: CompanyMember) => ({
    value: m.uid,
    label: `${m.name || t('members.noName')} (${t(`roles.${m.role}`)})`,
  }));

  return (
    <Stack gap="md">
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      {!can('manage') ? (
        <Alert color="gray">{t('page.ownerOnly')}</Alert>
      ) : (
        <FormSection title={t('audit.title')}>
          <Group mb="sm" wrap="wrap">
            <Select
              label={t('audit.person')}
              placeholder={t('audit.all')}
              data={people}
              value={actorUid}
              onChange={setActorUid}
              clearable
              w={220}
            />
            <Select
              label={t('audit.kind')}
              placeholder={t('audit.all')}
              data={KINDS.map((value) => ({ value, label: t(`audit.kinds.${value}`) }))}
              value={kind}
              onChange={setKind}
              clearable
              w={160}
              data-testid="audit-kind"
            />
            <TextInput
              type="date"
              label={t('audit.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('audit.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </Group>
          {entries.error ? (
            <Text c="red" size="sm" role="alert">
              {problemMessage(entries.error)}
            </Text>
          ) : null}
          <AuditTable rows={rows} />
          {entries.hasNextPage ? (
            <Button
              variant="light"
              mt="sm"
              onClick={() => entries.fetchNextPage()}
              loading={entries.isFetchingNextPage}
            >
              {t('audit.more')}
            </Button>
          ) : null}
        </FormSection>
      )}
    </Stack>
  );
};

/** The table the owner's and the operator's 변경 기록 share. */
export const AuditTable = ({ rows, showCompany = false }: { rows: AuditEntry[]; showCompany?: boolean }) => {
  const { t } = staffText.useT();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('audit.empty')}
      </Text>
    );
  return (
    <Table data-testid="audit-table" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.when')}</Table.Th>
          {showCompany ? <Table.Th>ID</Table.Th> : null}
          <Table.Th>{t('audit.who')}</Table.Th>
          <Table.Th>{t('audit.what')}</Table.Th>
          <Table.Th>{t('audit.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const { headline, details } = describeAuditRow(t, row);
          return (
            <Table.Tr key={row.id} data-testid="audit-row">
              <Table.Td>{new Date(row.at).toLocaleString('ko-KR')}</Table.Td>
              {showCompany ? <Table.Td>{row.companyId}</Table.Td> : null}
              <Table.Td>
                {row.actorName}
                <Text span size="xs" c="dimmed">
                  {' '}
                  (
                  {row.actorRole === 'super'
                    ? 'super'
                    : t(`roles.${row.actorRole}`, { defaultValue: row.actorRole })}
                  )
                </Text>
              </Table.Td>
              <Table.Td>{headline}</Table.Td>
              <Table.Td>
                {details ?? (
                  <>
                    {row.before ? <Code>{describe(row.before)}</Code> : null}
                    {row.before && row.after ? ' → ' : null}
                    {row.after ? <Code>{describe(row.after)}</Code> : null}
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};
