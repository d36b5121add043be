import { z } from 'zod';
import { optionalCompanyIdSchema, optionalIdSchema } from '../api/ids.schema';
import { COMPANY_ROLES } from './roles';

/** One person working at a company (직원 관리). */
export const companyMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  phoneSuffix: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.string(),
  dateCreated: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const changeMemberRoleSchema = z.object({ role: z.enum(COMPANY_ROLES) }).strict();

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_DEFAULT_DAYS = 7;
export const INVITATION_MAX_DAYS = 30;
/** Invitations one company may create per hour (issue 14: creation is rate-limited per company). */
export const INVITATIONS_PER_HOUR = 20;

export const createInvitationSchema = z
  .object({
    role: z.enum(COMPANY_ROLES),
    expiresInDays: z.number().int().min(1).max(INVITATION_MAX_DAYS).default(INVITATION_DEFAULT_DAYS),
    /** When given, the link is sent to this phone by SMS and only that phone can accept it. */
    phoneNumber: z.string().max(30).optional(),
  })
  .strict();
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(INVITATION_STATUSES),
  phoneSuffix: z.string(),
  expiresAt: z.string(),
  dateCreated: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to creating one: the secret token travels only here (the link and QR code are built from it). */
/**
 * How an invitation with a phone number went out: `alimtalk` (the shop's invitation template), `sms` (no template,
 * or Kakao refused), `console` (NOTIFY_PROVIDER=console: logged, not sent); null when no phone was given.
 */
export const INVITATION_CHANNELS = ['alimtalk', 'sms', 'console'] as const;

export const createdInvitationSchema = invitationSchema.extend({
  token: z.string(),
  path: z.string(),
  sentVia: z.enum(INVITATION_CHANNELS).nullable(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** What the invitee sees before accepting. */
export const invitationPreviewSchema = z.object({
  companyId: z.string(),
  shopName: z.string(),
  role: z.enum(COMPANY_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  companyId: z.string(),
  actorUid: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  kind: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  actorUid: optionalIdSchema.optional(),
  kind: z.string().max(40).optional(),
  companyId: optionalCompanyIdSchema.optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The invitation message, by SMS and by Alimtalk. A shop's invitation template must be these words with the three
 * values as variables: `[주문] #{가게}에서 #{역할}(으)로 초대했습니다. #{링크}` (Kakao compares the sent text with it).
 */
export const staffInvitationMessage = (values: { shopName: string; roleLabel: string; link: string }) =>
  `[주문] ${values.shopName}에서 ${values.roleLabel}(으)로 초대했습니다. ${values.link}`;
