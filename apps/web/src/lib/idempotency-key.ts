/**
 * A fresh Idempotency-Key for one write the server must do once (placing an order, a board tap, a 송장 send).
 * `crypto.randomUUID` exists only on secure origins: a shop that opens the app as http://192.168.0.10 on its own
 * network still gets a key, made from the clock and `getRandomValues` (available everywhere).
 */
export const newIdempotencyKey = (): string => {
  const random: Partial<Crypto> = crypto;
  if (random.randomUUID) return random.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};
