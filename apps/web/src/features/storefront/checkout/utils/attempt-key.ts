import { newIdempotencyKey } from '../../../../lib/idempotency-key';

/**
 * One Idempotency-Key per checkout attempt (issue #11): the same order body keeps its key until the server gave a
 * definite answer, so a retry after a lost connection (or a reload mid-request) can never place a second order; a
 * changed body is a new attempt. Kept in sessionStorage: it lives as long as the tab.
 */
const storageKey = (companyId: string) => `jumun.checkout.attempt:${companyId}`;

type Attempt = { key: string; body: string };

export const attemptKeyFor = (companyId: string, body: unknown): string => {
  const serialised = JSON.stringify(body);
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(storageKey(companyId)) ?? 'null',
    ) as Attempt | null;
    if (stored && stored.body === serialised) return stored.key;
  } catch {
    // Unreadable: start a new attempt.
  }
  const attempt: Attempt = { key: newIdempotencyKey(), body: serialised };
  try {
    window.sessionStorage.setItem(storageKey(companyId), JSON.stringify(attempt));
  } catch {
    // Storage blocked: the key still protects retries within this page.
  }
  return attempt.key;
};

/** The server answered (placed, or refused): the next tap is a new attempt. */
export const finishAttempt = (companyId: string) => {
  try {
    window.sessionStorage.removeItem(storageKey(companyId));
  } catch {
    // Nothing stored.
  }
};
