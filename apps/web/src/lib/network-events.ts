/**
 * "A request could not reach the server" fan-out (issue 9: the header badge must say 오프라인 within 5 s of a failed
 * request, not after the stream's watchdog). The API client reports; the sync engine subscribes, so the client never
 * imports the sync code.
 */
type NetworkErrorListener = () => void;

const listeners = new Set<NetworkErrorListener>();

/** Returns the unsubscribe function. */
export const onNetworkError = (listener: NetworkErrorListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitNetworkError = () => {
  for (const listener of [...listeners]) listener();
};
