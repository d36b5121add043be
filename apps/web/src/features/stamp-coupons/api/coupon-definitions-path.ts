/** `/api/admin/companies/:companyId/coupon-definitions[/rest]` (server module stamp-coupons). */
export const couponDefinitionsPath = (companyId: string, rest = '') =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/coupon-definitions${rest}`;
