import type { SUPER_COMPANY_SORTS, SuperCompanyRow } from '@jumun/shared';
import { Badge, Button, Drawer, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';
import { CompanyDetail } from './company-detail';
import { CreateCompanyForm } from './create-company-form';
import { paginationControlLabels } from './pagination-labels';

type Sort = (typeof SUPER_COMPANY_SORTS)[number];
const PAGE_SIZE = 20;
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('ko-KR') : '');

/**
 * /super/companies (issue 14): the operator's company table, searched, sorted and paged on the server (the
 * database may hold 100,000 companies; only one page travels). A row opens the company to change its type,
 * head-office link, status and administrators.
 */
export const SuperCompaniesPage = () => {
  const { t } = superText.useT();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>('dateCreated');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const query = { q: debounced.trim(), status: status ?? undefined, sort, dir, page, pageSize: PAGE_SIZE };
  const companies = useQuery({
    queryKey: ['super', 'companies', query],
    queryFn: ({ signal }) => superApi.companies(query, signal),
    placeholderData: keepPreviousData,
  });
  const sortBy = (next: Sort) => {
    if (next === sort) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(next);
      setDir(next === 'dateCreated' ? 'desc' : 'asc');
    }
    setPage(1);
  };
  const total = companies.data?.total ?? 0;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('companies.title')}
        description={t('companies.description')}
        actions={<Button onClick={() => setIsCreating(true)}>{t('companies.create')}</Button>}
      />
      <Group>
        <TextInput
          placeholder={t('companies.search')}
          aria-label={t('companies.search')}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
          data-testid="super-company-search"
        />
        <Select
          aria-label={t('companies.status')}
          placeholder={t('companies.all')}
          data={(['active', 'suspended'] as const).map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={140}
        />
        <Text size="sm" c="dimmed">
          {t('companies.total', { count: total })}
        </Text>
      </Group>
      {companies.error ? (
        <Text c="red" role="alert">
          {problemMessage(companies.error)}
        </Text>
      ) : null}
      <DataTable<SuperCompanyRow>
        data-testid="super-company-table"
        withTableBorder
        highlightOnHover
        minHeight={160}
        records={companies.data?.items ?? []}
        fetching={companies.isFetching}
        noRecordsText={t('companies.empty')}
        columns={[
          {
            accessor: 'shopName',
            title: t('companies.name'),
            sortable: true,
            render: (row) => (
              <>
                <Text size="sm" fw={600}>
                  {row.shopName || row.id}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.id}
                </Text>
              </>
            ),
          },
          {
            accessor: 'companyType',
            title: t('companies.type'),
            sortable: true,
            render: (row) => t(`types.${row.companyType}`),
          },
          {
            accessor: 'status',
            title: t('companies.status'),
            sortable: true,
            render: (row) => (
              <Badge color={row.status === 'active' ? 'green' : 'red'} variant="light">
                {t(`statuses.${row.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'dateCreated',
            title: t('companies.created'),
            sortable: true,
            render: (row) => day(row.dateCreated),
          },
          { accessor: 'administratorCount', title: t('companies.admins') },
          {
            accessor: 'lastOrderAt',
            title: t('companies.lastOrder'),
            render: (row) => day(row.lastOrderAt) || t('companies.none'),
          },
        ]}
        sortStatus={{ columnAccessor: sort, direction: dir }}
        onSortStatusChange={(next) => sortBy(next.columnAccessor as Sort)}
        totalRecords={total}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) =>
          t('companies.range', { from, to, total: totalRecords })
        }
        getPaginationControlProps={paginationControlLabels(t)}
        onRowClick={({ record }) => setOpenId(record.id)}
        customRowAttributes={() => ({ 'data-testid': 'super-company-row' })}
      />
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="lg"
        title={t('detail.title')}
      >
        {openId ? <CompanyDetail id={openId} /> : null}
      </Drawer>
      <Modal opened={isCreating} onClose={() => setIsCreating(false)} title={t('create.title')}>
        <CreateCompanyForm
          onCreated={(id) => {
            setIsCreating(false);
            setOpenId(id);
          }}
        />
      </Modal>
    </Stack>
  );
};
