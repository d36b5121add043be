import type { MatrixContext } from './context';
import { companyRoute, type Probe } from './probes';

const sendBody = () => ({
  courier: 'cj',
  rows: [{ line: 1, name: '김민지', phone: '010-1234-5678', trackingNumber: '689612345678' }],
});

/** A send made by the super admin, so readers have one to read. */
const aSend = async (c: MatrixContext, companyId: string) => {
  const res = await c.app.inject({
    method: 'POST',
    url: `/api/admin/companies/${companyId}/waybill-sends`,
    headers: c.headersOf.super,
    payload: sendBody(),
  });
  if (res.statusCode !== 200) throw new Error(`setup waybill send: ${res.statusCode} ${res.body}`);
  return { sendId: res.json().data.id as string };
};

/** 송장 발송 (issue 13): company-scoped like the orders; sending and re-sending are shop-floor work (직원 too). */
export const WAYBILL_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute('POST /api/admin/companies/:companyId/waybill-sends', 'operate', { body: sendBody }),
  ...companyRoute('POST /api/admin/companies/:companyId/waybill-sends/matches', 'read', { body: sendBody }),
  ...companyRoute('GET /api/admin/companies/:companyId/waybill-sends', 'read'),
  ...companyRoute('GET /api/admin/companies/:companyId/waybill-sends/:sendId', 'read', { params: aSend }),
  ...companyRoute('POST /api/admin/companies/:companyId/waybill-sends/:sendId/resend-failed', 'operate', {
    params: aSend,
  }),
};

/** Dashboard and monthly statistics (issue 13): company reads. */
export const STATISTICS_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute('GET /api/admin/companies/:companyId/dashboard/today', 'read'),
  ...companyRoute('GET /api/admin/companies/:companyId/statistics/monthly-orders', 'read'),
};
