import { createSignal } from './signal';

/**
 * "A request could not reach the server" fan-out (issue 9: the header badge must say 오프라인 within 5 s of a failed
 * request, not after the stream's watchdog). The API client reports; the sync engine subscribes, so the client never
 * imports the sync code.
 */
const networkError = createSignal();

/** Returns the unsubscribe function. */
export const onNetworkError = networkError.on;

export const emitNetworkError = networkError.emit;
