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
