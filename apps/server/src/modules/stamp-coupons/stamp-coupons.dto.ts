import type { CouponDefinition } from '@jumun/shared';
import type { CouponDefinitionRow } from './stamp-coupons.repository';

/** Row → the shared CouponDefinition: the stored fields plus the server-owned meta. */
export const toCouponDefinitionDto = (row: CouponDefinitionRow): CouponDefinition => ({
  ...row.definition,
  id: row.id,
  companyId: row.companyId,
  revision: row.revision,
  dateCreated: row.dateCreated.toISOString(),
  dateModified: row.dateModified.toISOString(),
});
