import type { Db } from '../../db/client';
import * as repo from './devices.repository';

/**
 * How long a process trusts its last look at a device. Revoking in another process bites within this (plus one
 * request); the issue asks for 5 s. The process that revokes forgets at once.
 */
export const DEVICE_CHECK_MS = 2_000;
/** Last seen is written at most this often per device: a tablet polls all day. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Whether a device session may still act (issue 15, decisions/018). ID tokens are cached once verified
 * (decisions/010) and live an hour, so a device's token is checked here on every request instead: a revoked device's
 * requests answer 401 and its SSE streams close within DEVICE_CHECK_MS.
 */
export const createDeviceGate = (deps: { db: Db; now: () => number }) => {
  const seen = new Map<string, { isActive: boolean; checkedAt: number; lastSeenWrite: number }>();
  return {
    async isActive(deviceId: string): Promise<boolean> {
      const at = deps.now();
      const known = seen.get(deviceId);
      if (known && at - known.checkedAt < DEVICE_CHECK_MS) return known.isActive;
      const row = await repo.findDevice(deps.db, deviceId);
      const isActive = Boolean(row && !row.dateRevoked);
      const lastSeenWrite = known?.lastSeenWrite ?? 0;
      const shouldTouch = isActive && at - lastSeenWrite >= LAST_SEEN_EVERY_MS;
      seen.set(deviceId, { isActive, checkedAt: at, lastSeenWrite: shouldTouch ? at : lastSeenWrite });
      if (shouldTouch) await repo.touchDevice(deps.db, deviceId, new Date(at));
      return isActive;
    },
    /** The revoking process does not wait for its own cache to age. */
    forget(deviceId: string) {
      seen.delete(deviceId);
    },
  };
};

export type DeviceGate = ReturnType<typeof createDeviceGate>;
