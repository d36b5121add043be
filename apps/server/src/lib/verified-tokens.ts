/** Enough for every client signed in at once; the oldest entry goes first when it is full. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Verified ID tokens remembered by their exact string until their `exp`. A token is immutable, so once its signature
 * and claims check out, checking them again on every request (HMAC + JSON) gives the same answer: a tenth of the
 * server's CPU on GET one, and of an order placement (issue 16). Revocation is not decided here but by the callers'
 * session checks, which run on every request.
 */
export const createVerifiedTokens = <T extends { readonly expiresAt?: number }>(now: () => number) => {
  const verified = new Map<string, T>();
  return {
    /** The remembered answer; null once it has expired (and forgotten); undefined when it was never verified. */
    recall(token: string): T | null | undefined {
      const remembered = verified.get(token);
      if (remembered === undefined) return undefined;
      if (remembered.expiresAt !== undefined && remembered.expiresAt > Math.floor(now() / 1000))
        return remembered;
      verified.delete(token);
      return null;
    },
    remember(token: string, answer: T) {
      if (verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, answer);
    },
  };
};
