/** Roles carried by an administrator (domain §6.1). `super` reaches everything. */
export const ROLES = ['admin', 'super'] as const;
export type Role = (typeof ROLES)[number];

export const ADMINISTRATOR_STATUSES = [
  'new',
  'registered',
  'pending_approval',
  'active',
  'inactive',
  'suspended',
  'deleted',
] as const;
export type AdministratorStatus = (typeof ADMINISTRATOR_STATUSES)[number];

/**
 * Role of an administrator within one company (issue 14): it lives with the membership
 * (administrator × company), not on the administrator. 대표 = owner, 매니저 = manager, 직원 = staff.
 * Devices registered for a counter tablet (issue 15) carry one of these too, usually `staff`.
 */
export const COMPANY_ROLES = ['owner', 'manager', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
