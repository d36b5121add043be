import { z } from 'zod';
import { businessInfoSchema } from '../company/business-info.schema';
import { companyFieldsSchema } from '../company/company.schema';
import { administratorSchema } from './administrator.schema';

/**
 * The registration record of spec §3/§7 (`uid, securedPhoneSub1, searchField, company`). Only these fields are
 * read: roles, companyIds, versionInfo, ids or revisions sent alongside are dropped (server-owned, brief §7).
 */
export const addAdministratorAndCompanyBodySchema = z.object({
  /** Must be the caller's own uid. */
  uid: z.string().trim().min(1).max(128),
  /** A second contact phone for the company; plain text on the wire, encrypted at rest. */
  securedPhoneSub1: z.string().trim().max(20).default(''),
  /** Search keywords of the company (e.g. the last 4 phone digits), because encrypted fields cannot be queried. */
  searchField: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
  company: companyFieldsSchema.extend({
    businessInfo: businessInfoSchema.extend({
      shopName: z.string({ error: '상호를 입력해 주세요.' }).trim().min(1, '상호를 입력해 주세요.').max(100),
    }),
  }),
});
export type AddAdministratorAndCompanyBody = z.input<typeof addAdministratorAndCompanyBodySchema>;

export const addAdministratorAndCompanyResultSchema = z.object({
  companyId: z.string(),
  administrator: administratorSchema,
});
export type AddAdministratorAndCompanyResult = z.infer<typeof addAdministratorAndCompanyResultSchema>;
