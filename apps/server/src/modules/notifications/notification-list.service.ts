import {
  AppError,
  type CompanyNotification,
  maskPhone,
  type NotificationEvent,
  type NotificationPage,
  type notificationListQuerySchema,
} from '@jumun/shared';
import type { z } from 'zod';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { actorRoleOf, insertAudit } from '../audit';
import * as repo from './notifications.repository';

const NOT_FOUND = '알림을 찾을 수 없습니다.';
const ALREADY_SENT = '이미 보낸 알림입니다. 다시 보내면 고객이 같은 알림을 두 번 받습니다.';

const toDto = (row: repo.OutboxRow, cipher: FieldCipher): CompanyNotification => ({
  id: String(row.id),
  event: row.event as NotificationEvent,
  state: row.state as CompanyNotification['state'],
  orderId: row.orderId,
  phone: maskPhone(cipher.decrypt(row.securedPhone)),
  message: row.message,
  channel: row.channel,
  attempts: row.attempts,
  providerAnswer: row.providerAnswer,
  dateCreated: row.dateCreated.toISOString(),
  dateSent: row.dateSent?.toISOString() ?? null,
});

/**
 * The company's notifications list (issue 12: every message with its state and the provider's answer, not only one
 * order's) and the re-send of a failed one. A re-send is one more attempt, due now; it is recorded in the 변경 기록.
 */
export const createNotificationListService = (deps: { db: Db; cipher: FieldCipher; now: () => number }) => {
  const { db, cipher } = deps;
  return {
    async list(
      access: CompanyAccess<'read'>,
      query: z.output<typeof notificationListQuerySchema>,
    ): Promise<NotificationPage> {
      const rows = await repo.listForCompany(db, access.companyId, query);
      const last = rows.at(-1);
      return {
        items: rows.map((row) => toDto(row, cipher)),
        nextBeforeId: rows.length === query.limit && last ? String(last.id) : null,
      };
    },

    /**
     * Queues a failed message again. Tapping twice queues it once (the second tap finds it queued and answers it as
     * it is); a message already sent is refused, as sending it again would reach the customer twice.
     */
    async resend(access: CompanyAccess<'operate'>, id: number): Promise<CompanyNotification> {
      return db.transaction(async (tx) => {
        const row = await repo.findForCompany(tx, access.companyId, id);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (row.state === 'sent') throw new AppError('CONFLICT', ALREADY_SENT);
        if (row.state !== 'failed') return toDto(row, cipher);
        const at = new Date(deps.now());
        const queued = await repo.requeueFailed(tx, row.id, at);
        if (!queued) throw new AppError('NOT_FOUND', NOT_FOUND);
        await insertAudit(tx, {
          companyId: access.companyId,
          actorUid: access.session.uid,
          actorRole: actorRoleOf(access.session, access.companyId),
          kind: 'notification',
          entityId: String(row.id),
          action: 'resent',
          before: { state: 'failed', providerAnswer: row.providerAnswer },
          after: { state: 'queued', event: row.event },
          summary: maskPhone(cipher.decrypt(row.securedPhone)),
          at,
        });
        await repo.notifyStateChange(tx, queued, 'queued');
        return toDto(queued, cipher);
      });
    },
  };
};

export type NotificationListService = ReturnType<typeof createNotificationListService>;
