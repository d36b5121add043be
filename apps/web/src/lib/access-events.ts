import { createSignal } from './signal';

/**
 * "Your rights changed" fan-out (issue 14, decision 017): an administrator's stream ends with `access.revoked` when
 * they are removed from a company, their role changes or their account is suspended. The stream opener reports it
 * here; whoever holds memberships (the query client's administrator record) re-reads them at once instead of at the
 * next poll.
 */
const accessRevoked = createSignal();

/** Returns the unsubscribe function. */
export const onAccessRevoked = accessRevoked.on;

export const emitAccessRevoked = accessRevoked.emit;
