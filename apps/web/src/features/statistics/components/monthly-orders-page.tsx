import { formatCount, formatWon, type MonthlyOrderStatistics, seoulDateKey } from '@jumun/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { downloadFile } from '../../../lib/files/download';
import { XLSX_TYPE } from '../../../lib/files/xlsx';
import { importPatiently } from '../../../lib/patient-import';
import { monthlyOrdersQueryOptions } from '../api/statistics.api';
import { statisticsText } from '../i18n';
import { formatDay, monthlyCsv, monthlyXlsx } from '../utils/monthly-table';

const MONTHS_BACK = 24;
/**
 * The charts (recharts, ≈ 100 kB gzip) load after the page's figures and tables: the page's first download stays
 * within the admin route budget (scripts/report-bundle.mjs). The space they take is kept meanwhile (no layout shift).
 */
const DailyCharts = lazy(async () => ({
  default: (await importPatiently(() => import('./daily-charts'))).DailyCharts,
}));
const CHARTS_HEIGHT = 220 + 16 + 160;

/** The last 24 months, newest first, as yyyyMM (Asia/Seoul). */
const recentMonths = (now: Date) => {
  const current = Math.floor(seoulDateKey(now) / 100);
  let year = Math.floor(current / 100);
  let month = current % 100;
  return Array.from({ length: MONTHS_BACK }, () => {
    const value = year * 100 + month;
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    return value;
  });
};

type Translate = ReturnType<typeof statisticsText.useT>['t'];

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card withBorder padding="md">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={22} fw={700} data-testid={testId}>
      {value}
    </Text>
  </Card>
);

const BreakdownTable = ({
  title,
  rows,
  t,
  amountLabel,
  countLabel,
  testId,
}: {
  title: string;
  rows: { name: string; amount: number; count: number }[];
  t: Translate;
  amountLabel: string;
  countLabel: string;
  testId: string;
}) => (
  <Card withBorder padding="md">
    <Title order={2} fz="md" mb="xs">
      {title}
    </Title>
    {rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    ) : (
      <Table verticalSpacing={4} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th ta="right">{amountLabel}</Table.Th>
            <Table.Th ta="right">{countLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{formatWon(row.amount)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )}
  </Card>
);

const StatisticsBody = ({ stats, t }: { stats: MonthlyOrderStatistics; t: Translate }) => {
  const chart = stats.daily.map((day) => ({
    day: String(day.date % 100),
    [t('salesAmount')]: day.salesAmount,
    [t('orderCount')]: day.orderCount,
  }));
  const breakdown = (rows: MonthlyOrderStatistics['byOrderType'], prefix: string) =>
    rows.map((row) => ({ name: t(`${prefix}.${row.key}`), amount: row.salesAmount, count: row.orderCount }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('salesAmount')} value={formatWon(stats.totals.salesAmount)} testId="stat-sales" />
        <Figure label={t('orderCount')} value={formatCount(stats.totals.orderCount)} testId="stat-count" />
        <Figure
          label={t('averageAmount')}
          value={formatWon(stats.totals.averageAmount)}
          testId="stat-average"
        />
        <Figure label={t('unpaidCount')} value={formatCount(stats.unpaidCount)} testId="stat-unpaid" />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={2} fz="md" mb="xs">
          {t('daily')}
        </Title>
        <Suspense fallback={<Box h={CHARTS_HEIGHT} />}>
          <DailyCharts data={chart} salesLabel={t('salesAmount')} countLabel={t('orderCount')} />
        </Suspense>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <BreakdownTable
          title={t('byOrderType')}
          rows={breakdown(stats.byOrderType, 'orderType')}
          t={t}
          amountLabel={t('salesAmount')}
          countLabel={t('orderCount')}
          testId="stat-by-order-type"
        />
        <BreakdownTable
          title={t('byPaymentMethod')}
          rows={breakdown(stats.byPaymentMethod, 'paymentMethod')}
          t={t}
          amountLabel={t('salesAmount')}
          countLabel={t('orderCount')}
          testId="stat-by-payment"
        />
        <BreakdownTable
          title={t('byChannel')}
          rows={breakdown(stats.byChannel, 'channel')}
          t={t}
          amountLabel={t('salesAmount')}
          countLabel={t('orderCount')}
          testId="stat-by-channel"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BreakdownTable
          title={t('topProducts')}
          rows={stats.topProducts.map((row) => ({ name: row.name, amount: row.amount, count: row.quantity }))}
          t={t}
          amountLabel={t('amount')}
          countLabel={t('quantity')}
          testId="stat-top-products"
        />
        <BreakdownTable
          title={t('topOptions')}
          rows={stats.topOptions.map((row) => ({ name: row.name, amount: row.amount, count: row.quantity }))}
          t={t}
          amountLabel={t('amount')}
          countLabel={t('quantity')}
          testId="stat-top-options"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md">
          <Title order={2} fz="md" mb="xs">
            {t('rewards')}
          </Title>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('stampsGranted')}</Table.Td>
                <Table.Td ta="right" data-testid="stat-stamps">
                  {formatCount(stats.stampsGranted)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('couponsUsed')}</Table.Td>
                <Table.Td ta="right" data-testid="stat-coupons">
                  {formatCount(stats.couponsUsed)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('couponDiscountAmount')}</Table.Td>
                <Table.Td ta="right" data-testid="stat-coupon-discount">
                  {formatWon(stats.couponDiscountAmount)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <BreakdownTable
          title={`${t('cancellations')} (${formatCount(stats.cancellations.orderCount)} · ${formatWon(stats.cancellations.amount)})`}
          rows={stats.cancellations.byReason.map((row) => ({
            name: t(`cancelReasonLabel.${row.reason}`),
            amount: row.amount,
            count: row.orderCount,
          }))}
          t={t}
          amountLabel={t('cancelledAmount')}
          countLabel={t('cancelledCount')}
          testId="stat-cancellations"
        />
      </SimpleGrid>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={360} mah={320}>
          <Table verticalSpacing={2} striped data-testid="stat-daily">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('date')}</Table.Th>
                <Table.Th ta="right">{t('salesAmount')}</Table.Th>
                <Table.Th ta="right">{t('orderCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.daily.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{formatDay(day.date)}</Table.Td>
                  <Table.Td ta="right">{formatWon(day.salesAmount)}</Table.Td>
                  <Table.Td ta="right">{formatCount(day.orderCount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
};

/** /admin/statistics/monthly-orders (issue 13): one Seoul month of paid orders, aggregated on the server. */
export const MonthlyOrdersPage = () => {
  const { t } = statisticsText.useT();
  const { companyId } = useCurrentCompany();
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0] ?? 202601);
  const { data: stats, error, isLoading } = useQuery(monthlyOrdersQueryOptions(companyId, month));

  const exportCsv = () => {
    if (stats) downloadFile(`monthly-orders-${month}.csv`, monthlyCsv(stats, t));
  };
  const exportXlsx = async () => {
    if (stats) downloadFile(`monthly-orders-${month}.xlsx`, await monthlyXlsx(stats, t), XLSX_TYPE);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              disabled={!stats}
              onClick={exportCsv}
            >
              {t('csv')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              disabled={!stats}
              onClick={() => void exportXlsx()}
            >
              {t('xlsx')}
            </Button>
          </Group>
        }
      />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('month')}
          w={160}
          allowDeselect={false}
          value={String(month)}
          onChange={(value) => value && setMonth(Number(value))}
          data={months.map((value) => ({
            value: String(value),
            label: `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`,
          }))}
        />
      </Group>
      <Alert color="gray" variant="light" data-testid="stat-excluded-note">
        {t('excludedNote')}
      </Alert>
      {error ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {isLoading || !stats ? <Skeleton h={320} /> : <StatisticsBody stats={stats} t={t} />}
    </Stack>
  );
};
