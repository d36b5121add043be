import type { MonthlyOrderStatistics } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../lib/files/csv';
import { readXlsxRows } from '../../../lib/files/xlsx';
import { monthlyCsv, monthlyXlsx } from './monthly-table';

const stats: MonthlyOrderStatistics = {
  month: 202602,
  totals: { salesAmount: 36_000, orderCount: 3, averageAmount: 12_000 },
  daily: [
    { date: 20260201, salesAmount: 30_000, orderCount: 2 },
    { date: 20260202, salesAmount: 6_000, orderCount: 1 },
  ],
  byOrderType: [{ key: 'takeout', orderCount: 3, salesAmount: 36_000 }],
  byPaymentMethod: [{ key: 'card', orderCount: 3, salesAmount: 36_000 }],
  byChannel: [{ key: 'web', orderCount: 3, salesAmount: 36_000 }],
  topProducts: [{ name: '라떼, "큰 컵"', quantity: 3, amount: 18_000 }],
  topOptions: [],
  stampsGranted: 3,
  couponsUsed: 1,
  couponDiscountAmount: 1_000,
  cancellations: {
    orderCount: 1,
    amount: 8_000,
    byReason: [{ reason: 'soldOut', orderCount: 1, amount: 8_000 }],
  },
  unpaidCount: 1,
};
const t = (key: string) => key;

describe('monthly statistics export', () => {
  it('has every figure of the page, in its order, with a BOM and quoted cells', () => {
    const csv = monthlyCsv(stats, t);
    expect(csv.startsWith('\uFEFFsection,name,amount,quantity\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toContain('total,salesAmount,36000,');
    expect(lines).toContain('daily,2026-02-01,30000,2');
    expect(lines).toContain('topProducts,"라떼, ""큰 컵""",18000,3');
    expect(lines).toContain('cancellations,cancelReasonLabel.soldOut,8000,1');
    // The cancellation total of the card's title comes first, then the reasons.
    expect(lines.slice(-2)).toEqual([
      'cancellations,total,8000,1',
      'cancellations,cancelReasonLabel.soldOut,8000,1',
    ]);
    // 4 totals + 2 days + 3 breakdowns + 1 product + 3 reward lines + the cancellation total and 1 reason.
    expect(lines).toHaveLength(1 + 4 + 2 + 3 + 1 + 3 + 1 + 1);
  });

  it('keeps product and option names from running as formulas in Excel', () => {
    const names = ['=HYPERLINK("http://x","y")', '+82', '-샷 추가', '@SUM(A1)'];
    const csv = monthlyCsv(
      {
        ...stats,
        topProducts: names.map((name) => ({ name, quantity: 1, amount: 1_000 })),
        topOptions: [{ name: '-500', quantity: 1, amount: -500 }],
      },
      t,
    );
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toContain(`topProducts,"'=HYPERLINK(""http://x"",""y"")",1000,1`);
    expect(lines).toContain(`topProducts,"'+82",1000,1`);
    expect(lines).toContain(`topProducts,"'-샷 추가",1000,1`);
    expect(lines).toContain(`topProducts,"'@SUM(A1)",1000,1`);
    // A negative number is a number, not a formula: it is left as it is.
    expect(lines).toContain('topOptions,-500,-500,1');
  });

  it('writes the XLSX with the same rows as the CSV', async () => {
    const withFormula = { ...stats, topOptions: [{ name: '=1+1', quantity: 2, amount: 500 }] };
    const fromCsv = parseCsv(monthlyCsv(withFormula, t)).rows;
    const fromXlsx = await readXlsxRows(await monthlyXlsx(withFormula, t));
    // Cells left empty at a row's end are not stored in a sheet: compare rows without their empty tail.
    const trimEnd = (rows: string[][]) =>
      rows.map((row) => row.slice(0, row.findLastIndex((cell) => cell !== '') + 1));
    expect(trimEnd(fromXlsx)).toEqual(trimEnd(fromCsv));
    expect(fromXlsx).toHaveLength(1 + 4 + 2 + 3 + 1 + 1 + 3 + 1 + 1);
    expect(fromXlsx).toContainEqual(['cancellations', 'total', '8000', '1']);
    expect(fromXlsx).toContainEqual(['topOptions', '=1+1', '500', '2']);
  });
});
