import crypto from 'node:crypto';
import {
  AppError,
  type Company,
  type Courier,
  deliveryStartVariables,
  koreanMobileToE164,
  planWaybillSend,
  type WaybillOrderMatch,
  type WaybillPlan,
  type WaybillRefusal,
  type WaybillRowState,
  type WaybillSendDetail,
  type WaybillSendRequest,
  type WaybillSendSummary,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { claimIdempotencyKey, type IdempotencyRequest, storeIdempotentResult } from '../idempotency';
import type { NotificationsService } from '../notifications';
import type { ParcelShipping, ParcelToShip } from '../orders';
import * as repo from './waybills.repository';

export type WaybillsDeps = {
  db: Db;
  cipher: FieldCipher;
  notifications: NotificationsService;
  /** The orders module: moves the parcel orders a send matches to 배송 중 with their tracking numbers. */
  parcels: ParcelShipping;
  companyOf: (companyId: string) => Promise<Pick<Company, 'id' | 'businessInfo' | 'kakaoInfo'>>;
  now: () => number;
};

type Outbox = Awaited<ReturnType<NotificationsService['listByIds']>>[number];

const newSendId = () => `wb_${Date.now().toString(36)}${crypto.randomBytes(6).toString('hex')}`;
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

const stateOf = (line: repo.SendLineRow, outbox: Outbox | undefined): WaybillRowState => {
  if (line.reason) return 'refused';
  return (outbox?.state as WaybillRowState | undefined) ?? 'queued';
};

/** The parcels a send's good rows ship (one per row, in pasted order): what the orders module matches to orders. */
const parcelsOf = (request: WaybillSendRequest, plan: WaybillPlan): ParcelToShip[] => {
  const names = new Map(request.rows.map((row) => [row.line, row.name?.trim() || null]));
  return plan.groups.flatMap((group) =>
    group.lines.flatMap((line, index) => {
      const parcel = group.parcels[index];
      return parcel ? [{ line, phone: group.phone, name: names.get(line) ?? null, ...parcel }] : [];
    }),
  );
};

/**
 * 송장 발송 (issue 13): checks each pasted row (a bad one is refused with its reason, the rest still go), groups the
 * parcels per phone into one delivery-start message, and queues them through the notification outbox in one
 * transaction with the send's record. Each row's result is read back from its outbox message.
 */
export const createWaybillsService = (deps: WaybillsDeps) => {
  const { db, cipher } = deps;

  const detailOf = async (send: repo.SendRow, lines: repo.SendLineRow[]) => {
    const ids = [...new Set(lines.map((line) => line.outboxId).filter((id): id is number => id !== null))];
    const outbox = new Map(
      (await deps.notifications.listByIds(send.companyId, ids)).map((row) => [row.id, row]),
    );
    const rows = lines.map((line) => {
      const message = line.outboxId === null ? undefined : outbox.get(line.outboxId);
      return {
        line: line.line,
        name: line.name,
        phone: line.securedPhone ? cipher.decrypt(line.securedPhone) : null,
        trackingNumber: line.trackingNumber,
        courier: line.courier as Courier,
        state: stateOf(line, message),
        reason: (line.reason as WaybillRefusal | null) ?? null,
        providerAnswer: message?.providerAnswer ?? '',
        message: message?.message ?? '',
        attempts: message?.attempts ?? 0,
        order:
          line.orderId && line.orderNumber !== null
            ? { id: line.orderId, orderNumber: line.orderNumber }
            : null,
      };
    });
    const counts = { refused: 0, queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.state] += 1;
    return {
      id: send.id,
      courier: send.courier as Courier,
      dateCreated: send.dateCreated.toISOString(),
      rowCount: send.rowCount,
      counts,
      rows,
    } satisfies WaybillSendDetail;
  };

  const getDetail = async (companyId: string, sendId: string): Promise<WaybillSendDetail> => {
    const send = await repo.getSend(db, companyId, sendId);
    if (!send) throw new AppError('NOT_FOUND', '송장 발송 기록을 찾을 수 없습니다');
    return detailOf(send, await repo.linesOf(db, [send.id]));
  };

  return {
    /**
     * With an Idempotency-Key (the pages send one per tap), a repeated request (a retry after a lost answer, a
     * double tap) answers the first send instead of messaging every customer twice.
     */
    async send(
      access: CompanyAccess<'operate'>,
      request: WaybillSendRequest,
      idempotency?: IdempotencyRequest,
    ): Promise<WaybillSendDetail> {
      const company = await deps.companyOf(access.companyId);
      const plan = planWaybillSend(request);
      const byLine = new Map(request.rows.map((row) => [row.line, row]));
      if (byLine.size !== request.rows.length) throw new AppError('VALIDATION', '줄 번호가 겹칩니다');
      const sendId = await db.transaction(async (tx) => {
        const replay = idempotency
          ? await claimIdempotencyKey<{ sendId: string }>(tx, idempotency)
          : undefined;
        if (replay) return replay.replay.sendId;
        const sendId = newSendId();
        await repo.insertSend(tx, {
          id: sendId,
          companyId: access.companyId,
          courier: request.courier,
          adminUid: access.session.uid,
          rowCount: request.rows.length,
          dateCreated: new Date(deps.now()),
        });
        const lines: Parameters<typeof repo.insertLines>[1] = [];
        for (const refused of plan.refused) {
          const row = byLine.get(refused.line);
          lines.push({
            sendId,
            line: refused.line,
            companyId: access.companyId,
            name: row?.name?.trim() || null,
            securedPhone: row?.phone?.trim() ? cipher.encrypt(row.phone.trim()) : null,
            trackingNumber: row?.trackingNumber?.trim() || null,
            courier: row?.courier ?? request.courier,
            reason: refused.reason,
          });
        }
        for (const group of plan.groups) {
          const outboxId = await deps.notifications.enqueueWaybill(tx, {
            company,
            sendId,
            dedupeKey: `${sendId}:${digitsOf(group.phone)}:0`,
            phone: koreanMobileToE164(group.phone),
            variables: deliveryStartVariables(group),
          });
          group.lines.forEach((line, index) => {
            const parcel = group.parcels[index];
            lines.push({
              sendId,
              line,
              companyId: access.companyId,
              name: byLine.get(line)?.name?.trim() || null,
              securedPhone: cipher.encrypt(group.phone),
              trackingNumber: parcel?.trackingNumber ?? null,
              courier: parcel?.courier ?? request.courier,
              reason: null,
              outboxId,
            });
          });
        }
        const shipped = await deps.parcels.ship(tx, {
          access,
          sendId,
          parcels: parcelsOf(request, plan),
        });
        const orderOf = new Map(shipped.map((match) => [match.line, match]));
        for (const line of lines) {
          const match = orderOf.get(line.line);
          if (match) Object.assign(line, { orderId: match.orderId, orderNumber: match.orderNumber });
        }
        lines.sort((a, b) => a.line - b.line);
        await repo.insertLines(tx, lines);
        if (idempotency) await storeIdempotentResult(tx, idempotency, { sendId });
        return sendId;
      });
      return getDetail(access.companyId, sendId);
    },

    /** Queues the failed rows of a send again: one new message per phone, the sent ones untouched. */
    async resendFailed(access: CompanyAccess<'operate'>, sendId: string): Promise<WaybillSendDetail> {
      const company = await deps.companyOf(access.companyId);
      await db.transaction(async (tx) => {
        const send = await repo.lockSend(tx, access.companyId, sendId);
        if (!send) throw new AppError('NOT_FOUND', '송장 발송 기록을 찾을 수 없습니다');
        const lines = await repo.linesOf(tx, [send.id]);
        const ids = [
          ...new Set(lines.map((line) => line.outboxId).filter((id): id is number => id !== null)),
        ];
        const failedIds = new Set(
          (await deps.notifications.listByIds(access.companyId, ids, tx))
            .filter((row) => row.state === 'failed')
            .map((row) => row.id),
        );
        const failed = lines.filter((line) => line.outboxId !== null && failedIds.has(line.outboxId));
        if (failed.length === 0) return;
        const attempt = await repo.bumpResendCount(tx, send.id);
        const byPhone = new Map<string, repo.SendLineRow[]>();
        for (const line of failed) {
          const phone = cipher.decrypt(line.securedPhone ?? '');
          byPhone.set(phone, [...(byPhone.get(phone) ?? []), line]);
        }
        for (const [phone, group] of byPhone) {
          const outboxId = await deps.notifications.enqueueWaybill(tx, {
            company,
            sendId: send.id,
            dedupeKey: `${send.id}:${digitsOf(phone)}:${attempt}`,
            phone: koreanMobileToE164(phone),
            variables: deliveryStartVariables({
              name: group[0]?.name ?? null,
              parcels: group.map((line) => ({
                courier: line.courier as Courier,
                trackingNumber: line.trackingNumber ?? '',
              })),
            }),
          });
          await repo.pointLinesAt(
            tx,
            send.id,
            group.map((line) => line.line),
            outboxId,
          );
        }
      });
      return getDetail(access.companyId, sendId);
    },

    async list(access: CompanyAccess<'read'>): Promise<WaybillSendSummary[]> {
      const sends = await repo.listSends(db, access.companyId, 30);
      const lines = await repo.linesOf(
        db,
        sends.map((send) => send.id),
      );
      return Promise.all(
        sends.map(async (send) => {
          const { rows: _rows, ...summary } = await detailOf(
            send,
            lines.filter((line) => line.sendId === send.id),
          );
          return summary;
        }),
      );
    },

    get: (access: CompanyAccess<'read'>, sendId: string) => getDetail(access.companyId, sendId),

    /** The parcel orders a send of these rows would ship now (the pages show "#12 배송 중으로" before sending). */
    async matches(access: CompanyAccess<'read'>, request: WaybillSendRequest): Promise<WaybillOrderMatch[]> {
      return deps.parcels.preview(db, access.companyId, parcelsOf(request, planWaybillSend(request)));
    },
  };
};

export type WaybillsService = ReturnType<typeof createWaybillsService>;
