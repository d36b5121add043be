import type { AuditEntry, CompanyMember } from '@jumun/shared';
import { Alert, Code, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditKindAndDays, useAuditKindAndDays } from '../../../components/audit/audit-filters';
import { AuditResults } from '../../../components/audit/audit-results';
import { AUDIT_PAGE, useAuditPages } from '../../../components/audit/use-audit-pages';
import { FormSection } from '../../../components/forms/form-section';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { staffApi } from '../api';
import { staffText } from '../i18n';
import { describeAuditRow } from '../utils/audit-words';

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
  'device',
  'loginToken',
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
  const days = useAuditKindAndDays();
  const enabled = Boolean(companyId) && can('manage');
  const members = useQuery({
    queryKey: ['staff', companyId, 'members'],
    queryFn: ({ signal }) => staffApi.members(companyId, signal),
    enabled,
  });
  const query = {
    actorUid: actorUid ?? undefined,
    ...days.query,
    limit: AUDIT_PAGE,
  };
  const { entries, rows } = useAuditPages(
    ['audit', companyId, query],
    (beforeId, signal) => staffApi.audit(companyId, { ...query, beforeId }, signal),
    enabled,
  );
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
            <AuditKindAndDays kinds={KINDS} {...days.filters} t={t} />
          </Group>
          <AuditResults entries={entries} moreLabel={t('audit.more')}>
            <AuditTable rows={rows} />
          </AuditResults>
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
