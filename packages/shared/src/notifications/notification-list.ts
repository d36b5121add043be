import { z } from 'zod';
import { companyIdSchema } from '../api/ids.schema';
import { NOTIFICATION_EVENTS, NOTIFICATION_STATES } from './order-notifications';

/**
 * A phone as the notifications list shows it (issue 12: the shop sees whom a message went to, not the whole number):
 * `+821012345678` → `010-****-5678`. Anything that is not a Korean number keeps only its last four digits.
 */
export const maskPhone = (e164: string): string => {
  const digits = e164.replace(/\D/g, '');
  const national = e164.startsWith('+82') ? `0${digits.slice(2)}` : digits;
  if (national.length < 4) return '';
  const last = national.slice(-4);
  return national.length >= 10 ? `${national.slice(0, 3)}-****-${last}` : `****${last}`;
};

/**
 * The list's state filter: `queued` means "not sent yet" (waiting, retrying or being sent right now), which is what an
 * owner asks; `sent` and `failed` are the outbox states of that name.
 */
export const NOTIFICATION_FILTERS = ['queued', 'sent', 'failed'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const notificationListQuerySchema = z.object({
  state: z
    .enum(NOTIFICATION_FILTERS, { message: '상태는 queued, sent, failed 중 하나여야 합니다' })
    .optional(),
  /** The previous page's last id: rows older than it. */
  beforeId: z.coerce.number().int().positive('beforeId는 양의 정수여야 합니다').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** One message of the company's outbox (`GET /api/admin/companies/:companyId/notifications`), newest first. */
export const companyNotificationSchema = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  state: z.enum(NOTIFICATION_STATES),
  /** The order it is about, the 송장 send (wb_…) for waybillShipped, or '' (the shop's board-offline notice). */
  orderId: z.string(),
  /** Masked: 010-****-5678. */
  phone: z.string(),
  message: z.string(),
  /** How it went out: alimtalk, sms or console ('' until sent). */
  channel: z.string(),
  attempts: z.number().int(),
  providerAnswer: z.string(),
  dateCreated: z.string(),
  dateSent: z.string().nullable(),
});
export type CompanyNotification = z.infer<typeof companyNotificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(companyNotificationSchema),
  /** Pass as `beforeId` for the next (older) page; null on the last page. */
  nextBeforeId: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({
  companyId: companyIdSchema,
  notificationId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, '알림 번호 형식이 올바르지 않습니다')
    .transform(Number),
});
