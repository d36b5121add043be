import { companyRoute, type Probe } from './probes';

/**
 * The company's notifications list and the re-send of a failed message (issue 12): everyone working at the company
 * reads it and may re-send (직원 run the floor: decision 017's 'operate'); at the demo company only the super admin
 * re-sends.
 */
export const NOTIFICATION_ROUTE_ROWS: Record<string, Probe[]> = {
  ...companyRoute('GET /api/admin/companies/:companyId/notifications', 'read'),
  ...companyRoute('POST /api/admin/companies/:companyId/notifications/:notificationId/resend', 'operate', {
    params: async (c, companyId) => ({ notificationId: await c.failedNotification(companyId) }),
  }),
};
