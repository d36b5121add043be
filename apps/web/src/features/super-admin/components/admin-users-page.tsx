import { ADMINISTRATOR_STATUSES, type AdministratorStatus, type SuperAdministratorRow } from '@jumun/shared';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';
import { paginationControlLabels } from './pagination-labels';

const PAGE_SIZE = 20;

/**
 * /super/admin-users (issue 14, domain §6.1): administrators found by phone suffix, full phone (its keyed hash) or
 * id — never by decrypting names; status, super role and deletion, each effective within seconds.
 */
export const SuperAdminUsersPage = () => {
  const { t } = superText.useT();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const query = { q: debounced.trim(), status: status ?? undefined, page, pageSize: PAGE_SIZE };
  const admins = useQuery({
    queryKey: ['super', 'administrators', query],
    queryFn: ({ signal }) => superApi.administrators(query, signal),
    placeholderData: keepPreviousData,
  });
  const done = {
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('admins.saved') });
      void queryClient.invalidateQueries({ queryKey: ['super', 'administrators'] });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: problemMessage(error) }),
  };
  const update = useMutation({ mutationFn: superApi.updateAdministrator, ...done });
  const remove = useMutation({ mutationFn: superApi.deleteAdministrator, ...done });
  const statusOptions = ADMINISTRATOR_STATUSES.map((value) => ({
    value,
    label: t(`adminStatuses.${value}`),
  }));

  return (
    <Stack gap="md">
      <PageHeader title={t('admins.title')} description={t('admins.description')} />
      <Group>
        <TextInput
          placeholder={t('admins.search')}
          aria-label={t('admins.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          aria-label={t('admins.status')}
          placeholder={t('companies.all')}
          data={statusOptions}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={160}
        />
      </Group>
      {admins.error ? (
        <Text c="red" role="alert">
          {problemMessage(admins.error)}
        </Text>
      ) : null}
      <DataTable<SuperAdministratorRow>
        data-testid="super-admin-table"
        withTableBorder
        minHeight={160}
        idAccessor="uid"
        records={admins.data?.items ?? []}
        fetching={admins.isFetching}
        noRecordsText={t('admins.empty')}
        totalRecords={admins.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) =>
          t('companies.range', { from, to, total: totalRecords })
        }
        getPaginationControlProps={paginationControlLabels(t)}
        columns={[
          {
            accessor: 'name',
            title: t('admins.name'),
            render: (row) => (
              <>
                <Text size="sm">{row.name || row.uid}</Text>
                <Text size="xs" c="dimmed">
                  {row.uid}
                </Text>
              </>
            ),
          },
          {
            accessor: 'phoneSuffix',
            title: t('admins.phone'),
            render: (row) => (row.phoneSuffix ? `****-${row.phoneSuffix}` : ''),
          },
          {
            accessor: 'status',
            title: t('admins.status'),
            render: (row) => (
              <Select
                aria-label={t('admins.status')}
                data={statusOptions}
                value={row.status}
                allowDeselect={false}
                onChange={(value) =>
                  value && update.mutate({ uid: row.uid, status: value as AdministratorStatus })
                }
                size="xs"
                w={130}
              />
            ),
          },
          {
            accessor: 'roles',
            title: t('admins.roles'),
            render: (row) =>
              row.roles.includes('super') ? <Badge variant="light">{t('admins.superRole')}</Badge> : null,
          },
          {
            accessor: 'companies',
            title: t('admins.companies'),
            render: (row) =>
              row.companies.map((c) => (
                <Text size="xs" key={c.companyId}>
                  {c.shopName || c.companyId} ({c.role})
                </Text>
              )),
          },
          {
            accessor: 'actions',
            title: t('admins.actions'),
            render: (row) => {
              const isSuper = row.roles.includes('super');
              return (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => update.mutate({ uid: row.uid, isSuper: !isSuper })}
                  >
                    {isSuper ? t('admins.dropSuper') : t('admins.makeSuper')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      if (window.confirm(t('admins.removeConfirm'))) remove.mutate(row.uid);
                    }}
                  >
                    {t('admins.remove')}
                  </Button>
                </Group>
              );
            },
          },
        ]}
      />
    </Stack>
  );
};
