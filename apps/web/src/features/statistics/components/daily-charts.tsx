import '@mantine/charts/styles.css';
import { formatWon } from '@jumun/shared';
import { BarChart, LineChart } from '@mantine/charts';

type DailyChartsProps = {
  data: Record<string, string | number>[];
  salesLabel: string;
  countLabel: string;
};

/** The month's sales and order count per day. Charts (recharts) load after the figures: see monthly-orders-page. */
export const DailyCharts = ({ data, salesLabel, countLabel }: DailyChartsProps) => (
  <>
    <BarChart
      h={220}
      data={data}
      dataKey="day"
      series={[{ name: salesLabel, color: 'blue.6' }]}
      valueFormatter={(value) => formatWon(value)}
    />
    <LineChart
      h={160}
      mt="md"
      data={data}
      dataKey="day"
      series={[{ name: countLabel, color: 'teal.6' }]}
      curveType="linear"
    />
  </>
);
