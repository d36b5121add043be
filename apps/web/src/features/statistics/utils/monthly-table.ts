import type { MonthlyOrderStatistics } from '@jumun/shared';
import { toCsv } from '../../../lib/files/csv';
import { toXlsx } from '../../../lib/files/xlsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One exported row: section, name, then the figures (numbers stay numbers so Excel can sum them). */
export type ExportRow = [string, string, number | string, number | string];

/**
 * Everything the page shows, as rows, in the order it shows them: the CSV and XLSX are made from this, and the page
 * draws its tables from the same statistics object, so the file holds exactly the figures on screen.
 */
const monthlyExportRows = (stats: MonthlyOrderStatistics, t: Translate): ExportRow[] => {
  const rows: ExportRow[] = [];
  const total = t('total');
  rows.push([total, t('salesAmount'), stats.totals.salesAmount, '']);
  rows.push([total, t('orderCount'), stats.totals.orderCount, '']);
  rows.push([total, t('averageAmount'), stats.totals.averageAmount, '']);
  rows.push([total, t('unpaidCount'), stats.unpaidCount, '']);
  for (const day of stats.daily)
    rows.push([t('daily'), formatDay(day.date), day.salesAmount, day.orderCount]);
  for (const row of stats.byOrderType)
    rows.push([t('byOrderType'), t(`orderType.${row.key}`), row.salesAmount, row.orderCount]);
  for (const row of stats.byPaymentMethod)
    rows.push([t('byPaymentMethod'), t(`paymentMethod.${row.key}`), row.salesAmount, row.orderCount]);
  for (const row of stats.byChannel)
    rows.push([t('byChannel'), t(`channel.${row.key}`), row.salesAmount, row.orderCount]);
  for (const row of stats.topProducts) rows.push([t('topProducts'), row.name, row.amount, row.quantity]);
  for (const row of stats.topOptions) rows.push([t('topOptions'), row.name, row.amount, row.quantity]);
  rows.push([t('rewards'), t('stampsGranted'), stats.stampsGranted, '']);
  rows.push([t('rewards'), t('couponsUsed'), stats.couponsUsed, '']);
  rows.push([t('rewards'), t('couponDiscountAmount'), stats.couponDiscountAmount, '']);
  // The total the page shows in the cancellations title, then its reasons.
  rows.push([t('cancellations'), total, stats.cancellations.amount, stats.cancellations.orderCount]);
  for (const row of stats.cancellations.byReason)
    rows.push([t('cancellations'), t(`cancelReasonLabel.${row.reason}`), row.amount, row.orderCount]);
  return rows;
};

/** 20261125 → 2026-11-25. */
export const formatDay = (date: number) => {
  const text = String(date);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/** The header: 항목, 이름, 금액, 수량/건수. */
const exportHeader = (t: Translate) => [t('section'), t('name'), t('amount'), t('quantity')];

/** The header and the rows: the one table both files are written from. */
const exportTable = (stats: MonthlyOrderStatistics, t: Translate) => [
  exportHeader(t),
  ...monthlyExportRows(stats, t),
];

/** The month as CSV (lib/files: BOM, CRLF, owner text such as product names kept from running as formulas). */
export const monthlyCsv = (stats: MonthlyOrderStatistics, t: Translate) => toCsv(exportTable(stats, t));

/** The month as an XLSX workbook of one sheet named after it, with the same rows as the CSV. */
export const monthlyXlsx = (stats: MonthlyOrderStatistics, t: Translate) =>
  toXlsx(exportTable(stats, t), String(stats.month));
