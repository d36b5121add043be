import { newIdempotencyKey } from '../../../../lib/idempotency-key';

/**
 * One Idempotency-Key per checkout attempt (issue #11): the same order body keeps its key until the server gave a
 * definite answer, so a retry after a lost connection can never place a second order; a changed body is a new
 * attempt. Kept in localStorage, not the tab: a phone that drops the page (the tab killed, the app closed) mid-request
 * finds the unconfirmed attempt when the customer comes back, and re-sends exactly it. After a day it is forgotten.
 */
const storageKey = (companyId: string) => `jumun.checkout.attempt:${companyId}`;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type Attempt = { key: string; body: string; startedAt: number };

const readAttempt = (companyId: string, now: number): Attempt | null => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(companyId)) ?? 'null') as Attempt | null;
    if (stored && typeof stored.key === 'string' && now - stored.startedAt < FORGET_AFTER_MS) return stored;
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
};

export const attemptKeyFor = (companyId: string, body: unknown, now = Date.now()): string => {
  const serialised = JSON.stringify(body);
  const stored = readAttempt(companyId, now);
  if (stored && stored.body === serialised) return stored.key;
  const attempt: Attempt = { key: newIdempotencyKey(), body: serialised, startedAt: now };
  try {
    window.localStorage.setItem(storageKey(companyId), JSON.stringify(attempt));
  } catch {
    // Storage blocked: the key still protects retries within this page.
  }
  return attempt.key;
};

/** An attempt the server never answered (sent, then the connection or the page was lost): its key and body. */
export const pendingAttempt = <T>(companyId: string, now = Date.now()): { key: string; body: T } | null => {
  const stored = readAttempt(companyId, now);
  return stored ? { key: stored.key, body: JSON.parse(stored.body) as T } : null;
};

/** The server answered (placed, or refused): the next tap is a new attempt. */
export const finishAttempt = (companyId: string) => {
  try {
    window.localStorage.removeItem(storageKey(companyId));
  } catch {
    // Nothing stored.
  }
};
