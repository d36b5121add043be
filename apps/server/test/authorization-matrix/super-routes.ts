import type { MatrixContext } from './context';
import { superRoute } from './probes';

const freshMember = async (c: MatrixContext) => ({ uid: await c.addMember(c.companyB) });
let created = 0;

/** The operator's area (issue 14, domain §6.1): the super admin and nobody else. */
export const SUPER_ROUTE_ROWS = {
  ...superRoute('GET /api/super/companies'),
  ...superRoute('POST /api/super/companies', {
    body: () => ({ shopName: `운영자 개설 ${++created}`, ownerPhone: '010-0000-0099' }),
  }),
  ...superRoute('GET /api/super/companies/:companyId'),
  // Sent unchanged: the probe checks who gets through, the super tests check what changes.
  ...superRoute('PATCH /api/super/companies/:companyId', { body: () => ({ companyType: 'basic' }) }),
  ...superRoute('GET /api/super/administrators'),
  ...superRoute('POST /api/super/administrators', {
    body: (c) => ({ uid: c.uidOf.adminA, status: 'active' }),
  }),
  ...superRoute('DELETE /api/super/administrators/:uid', { params: freshMember }),
  ...superRoute('GET /api/super/audit'),
};
