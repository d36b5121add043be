import { z } from 'zod';
import { optionalCompanyIdSchema } from '../api/ids.schema';
import { COMPANY_STATUSES, COMPANY_TYPES } from '../company/company.schema';
import { ADMINISTRATOR_STATUSES, COMPANY_ROLES, ROLES } from './roles';

/** The operator's company table (issue 14): server-side search, sort and paging. */
export const SUPER_COMPANY_SORTS = ['dateCreated', 'shopName', 'companyType', 'status'] as const;
export const superCompanyQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(COMPANY_STATUSES).optional(),
  sort: z.enum(SUPER_COMPANY_SORTS).default('dateCreated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SuperCompanyQuery = z.input<typeof superCompanyQuerySchema>;

export const superCompanyRowSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  companyType: z.enum(COMPANY_TYPES),
  status: z.enum(COMPANY_STATUSES),
  isHeadCompany: z.boolean(),
  parentCompanyId: z.string(),
  dateCreated: z.string(),
  administratorCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type SuperCompanyRow = z.infer<typeof superCompanyRowSchema>;
export const superCompanyPageSchema = z.object({
  items: z.array(superCompanyRowSchema),
  total: z.number().int(),
});

export const superMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  phoneSuffix: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.string(),
});
export const superCompanyDetailSchema = superCompanyRowSchema.extend({ members: z.array(superMemberSchema) });
export type SuperCompanyDetail = z.infer<typeof superCompanyDetailSchema>;

/** What only the operator changes on a company. */
export const superCompanyUpdateSchema = z
  .object({
    companyType: z.enum(COMPANY_TYPES).optional(),
    isHeadCompany: z.boolean().optional(),
    parentCompanyId: optionalCompanyIdSchema.optional(),
    status: z.enum(COMPANY_STATUSES).optional(),
  })
  .strict();
export type SuperCompanyUpdate = z.infer<typeof superCompanyUpdateSchema>;

export const superCompanyCreateSchema = z
  .object({
    shopName: z.string().trim().min(1).max(100),
    companyType: z.enum(COMPANY_TYPES).default('basic'),
    /** The first 대표: signs in with this phone and finds the company there. */
    ownerPhone: z.string().max(30),
  })
  .strict();
export type SuperCompanyCreate = z.input<typeof superCompanyCreateSchema>;

export const superAdministratorQuerySchema = z.object({
  /** Last four digits, a full phone number, a full name (matched through its keyword, never decrypted) or a uid. */
  q: z.string().trim().max(64).optional(),
  status: z.enum(ADMINISTRATOR_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const superAdministratorRowSchema = z.object({
  uid: z.string(),
  name: z.string(),
  phoneSuffix: z.string(),
  status: z.enum(ADMINISTRATOR_STATUSES),
  roles: z.array(z.enum(ROLES)),
  dateCreated: z.string(),
  companies: z.array(z.object({ companyId: z.string(), shopName: z.string(), role: z.enum(COMPANY_ROLES) })),
});
export type SuperAdministratorRow = z.infer<typeof superAdministratorRowSchema>;
export const superAdministratorPageSchema = z.object({
  items: z.array(superAdministratorRowSchema),
  total: z.number().int(),
});

/** POST /api/super/administrators (domain §6.1): the operator changes an administrator's status or super role. */
export const superAdministratorUpdateSchema = z
  .object({
    uid: z.string().min(1).max(128),
    status: z.enum(ADMINISTRATOR_STATUSES).optional(),
    isSuper: z.boolean().optional(),
  })
  .strict();
export type SuperAdministratorUpdate = z.infer<typeof superAdministratorUpdateSchema>;
