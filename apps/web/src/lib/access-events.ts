/**
 * "Your rights changed" fan-out (issue 14, decision 017): an administrator's stream ends with `access.revoked` when
 * they are removed from a company, their role changes or their account is suspended. The stream opener reports it
 * here; whoever holds memberships (the query client's administrator record) re-reads them at once instead of at the
 * next poll.
 */
type AccessRevokedListener = () => void;

const listeners = new Set<AccessRevokedListener>();

/** Returns the unsubscribe function. */
export const onAccessRevoked = (listener: AccessRevokedListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitAccessRevoked = () => {
  for (const listener of [...listeners]) listener();
};
