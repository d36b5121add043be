/**
 * Sign-out fan-out (spec §4 "On logout"). Features that hold per-session state — the sync engine's company
 * listener, caches, query data — subscribe here instead of being imported by the auth code.
 */
export type LogoutReason = 'signed-out' | 'session-expired';
export type LogoutListener = (reason: LogoutReason) => void;

const listeners = new Set<LogoutListener>();

/** Returns the unsubscribe function. */
export const onLogout = (listener: LogoutListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Runs every listener; one failing listener must not keep the others from cleaning up. */
export const emitLogout = (reason: LogoutReason) => {
  for (const listener of [...listeners]) {
    try {
      listener(reason);
    } catch (error) {
      console.error('[auth] logout listener failed', error);
    }
  }
};
