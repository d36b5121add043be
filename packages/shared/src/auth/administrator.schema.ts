import { z } from 'zod';
import { optionalCompanyIdSchema } from '../api/ids.schema';
import { contactInfoSchema } from '../company/contact-info.schema';
import { DEFAULT_DEMO_COMPANY_ID, DEMO_COMPANY_IDS } from '../constants';
import { ADMINISTRATOR_STATUSES, COMPANY_ROLES, ROLES } from './roles';

/** What an administrator may change on their own record. companyIds, roles and status are server-owned. */
export const administratorFieldsSchema = z.object({
  /** The main company; must be one of companyIds. */
  companyId: optionalCompanyIdSchema.default(''),
  lastSelectedDemoCompanyId: z.enum(DEMO_COMPANY_IDS).default(DEFAULT_DEMO_COMPANY_ID),
  securedUserName: z.string().max(50).default(''),
  contactInfo: contactInfoSchema.default(() => contactInfoSchema.parse({})),
});

export const administratorInputSchema = z
  .object({
    id: z.string().min(1).max(128),
    revision: z.number().int().nonnegative().optional(),
  })
  .extend(administratorFieldsSchema.shape);

export const administratorSchema = administratorFieldsSchema.extend({
  id: z.string(),
  companyIds: z.array(z.string()),
  /** The role in each of companyIds (issue 14); read-only, changed through 직원 관리 and invitations. */
  companyRoles: z.record(z.string(), z.enum(COMPANY_ROLES)).default({}),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(ADMINISTRATOR_STATUSES),
  phoneSuffix: z.string(),
  revision: z.number().int(),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type AdministratorInput = z.input<typeof administratorInputSchema>;
export type Administrator = z.infer<typeof administratorSchema>;
