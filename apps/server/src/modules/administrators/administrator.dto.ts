import type { Administrator } from '@jumun/shared';
import type { administrators } from '../../db/schema';
import { type FieldCipher, mapSecuredFields } from '../../lib/field-cipher';

type AdministratorRow = typeof administrators.$inferSelect;

export const toAdministratorDto = (
  row: AdministratorRow,
  cipher: FieldCipher,
  companyRoles: Administrator['companyRoles'] = {},
): Administrator => ({
  id: row.id,
  companyId: row.companyId,
  companyIds: row.companyIds,
  companyRoles,
  lastSelectedDemoCompanyId: row.lastSelectedDemoCompanyId as Administrator['lastSelectedDemoCompanyId'],
  roles: row.roles as Administrator['roles'],
  status: row.status as Administrator['status'],
  securedUserName: cipher.decrypt(row.securedUserName),
  contactInfo: mapSecuredFields(row.contactInfo, cipher.decrypt),
  phoneSuffix: row.phoneSuffix,
  revision: row.revision,
  dateCreated: row.dateCreated.toISOString(),
  dateModified: row.dateModified.toISOString(),
});
