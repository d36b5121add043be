import { getOpenStatus, ORDER_BOARD_HEARTBEAT_MS } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import { normalizePhoneNumber } from '../auth';
import { type CompanyService, listCompaniesWithBoardPause } from '../company';
import type { NotificationsService } from '../notifications';
import * as repo from './board-presence.repository';

const MINUTE_MS = 60_000;
/** Three missed reports and a board counts as gone. */
const BOARD_LIVE_MS = 3 * ORDER_BOARD_HEARTBEAT_MS;
/** How long an automatic pause lasts when no board comes back: the rest of a long business day. */
const AUTO_PAUSE_MS = 12 * 60 * MINUTE_MS;

export type BoardPresenceDeps = {
  db: Db;
  companies: Pick<CompanyService, 'getForSystem' | 'setOrderPauseForSystem' | 'setOrderPause'>;
  notifications: Pick<NotificationsService, 'enqueueBoardOfflineNotice'>;
  now: () => number;
  logger: FastifyBaseLogger;
};

/**
 * "If no board has been connected for M minutes during opening hours, pause online ordering automatically and tell the
 * owner" (issue 12, docs/decisions/019-board-offline-pause.md). Boards report in with a heartbeat; the server's timer
 * counts the minutes a shop is open without one.
 */
export const createBoardPresenceService = (deps: BoardPresenceDeps) => ({
  /**
   * An open board reports in. A pause this service set is lifted at once (unless the owner changed it since): the
   * board is back, so orders will be seen again. Returns whether orders were resumed.
   */
  async heartbeat(access: CompanyAccess): Promise<{ resumed: boolean }> {
    const at = new Date(deps.now());
    return deps.db.transaction(async (tx) => {
      const before = await repo.touchBoard(tx, access.companyId, at);
      if (!before?.autoPausedUntil) return { resumed: false };
      const resumed = await deps.companies.setOrderPauseForSystem(
        tx,
        access.companyId,
        null,
        before.autoPausedUntil.toISOString(),
      );
      await repo.updatePresence(tx, access.companyId, { autoPausedUntil: null });
      return { resumed };
    });
  },

  /** The floor's pause switch, 직원 included: online orders stop until `until`, or start again (null). */
  pause: (access: CompanyAccess<'operate'>, until: string | null) =>
    deps.companies.setOrderPause(access, until, new Date(deps.now())),
});

/** One pass of the timer: pauses the shops that are open and have had no board long enough. Returns how many. */
export const pauseShopsWithoutBoard = async (deps: BoardPresenceDeps): Promise<number> => {
  const at = deps.now();
  let paused = 0;
  for (const companyId of await listCompaniesWithBoardPause(deps.db)) {
    const company = await deps.companies.getForSystem(companyId).catch(() => null);
    if (!company) continue;
    const presence = await repo.findPresence(deps.db, companyId);
    const isBoardLive = presence?.lastSeenAt ? at - presence.lastSeenAt.getTime() < BOARD_LIVE_MS : false;
    const { isOpen } = getOpenStatus(company.businessHours, company.isOpen, new Date(at));
    if (isBoardLive || !isOpen) {
      // Only minutes of opening hours without a board count; closing (or a paused shop) starts the count again.
      if (presence?.offlineSince) await repo.updatePresence(deps.db, companyId, { offlineSince: null });
      continue;
    }
    const offlineSince = presence?.offlineSince?.getTime() ?? at;
    if (!presence?.offlineSince)
      await repo.updatePresence(deps.db, companyId, { offlineSince: new Date(at) });
    const minutes = company.orderSettings.boardOfflinePauseMinutes;
    if (at - offlineSince < minutes * MINUTE_MS) continue;

    const until = new Date(at + AUTO_PAUSE_MS).toISOString();
    const didPause = await deps.db.transaction(async (tx) => {
      const changed = await deps.companies.setOrderPauseForSystem(tx, companyId, until);
      if (!changed) return false;
      await repo.updatePresence(tx, companyId, { offlineSince: null, autoPausedUntil: new Date(until) });
      const phone = shopMobile(company.contactInfo.securedPhoneMain);
      if (phone) {
        await deps.notifications.enqueueBoardOfflineNotice(tx, {
          company,
          phone,
          offlineMinutes: Math.floor((at - offlineSince) / MINUTE_MS),
          pausedUntil: until,
        });
      } else {
        deps.logger.warn(
          { companyId },
          'orders paused: no board connected, and the shop has no mobile number to tell',
        );
      }
      return true;
    });
    if (didPause) paused += 1;
  }
  return paused;
};

const shopMobile = (phone: string): string | null => {
  try {
    return normalizePhoneNumber(phone, ['KR']);
  } catch {
    return null;
  }
};

export type BoardPresenceService = ReturnType<typeof createBoardPresenceService>;
