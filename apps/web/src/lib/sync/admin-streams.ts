import { REALTIME_EVENTS } from '@jumun/shared';
import { apiUrl, getAuthHeader, reportUnauthorized } from '../api-client';
import { createFetchStreamOpener } from './adapters/fetch-event-stream';
import { ADMIN_STALE_STREAM_MS, realtimePath, type StreamCallbacks } from './core/company-listener';
import { createStreamHub, type ListenOptions } from './core/stream-hub';

/**
 * How long a hidden back-office tab keeps its realtime stream: a quick look at another tab keeps it, a tab left in
 * the background gives its connection back (core/stream-hub.ts) and catches up when it is shown again.
 */
export const HIDDEN_TAB_RELEASE_MS = 30_000;

/**
 * The tab's administrator streams: every screen that listens to a company (catalogue sync, dashboard, order board,
 * notifications, 송장) shares one connection per company, with the 5 s heartbeat's 7 s stall watchdog.
 */
export const adminStreams = createStreamHub({
  openStream: createFetchStreamOpener({
    toUrl: apiUrl,
    authHeader: getAuthHeader,
    onUnauthorized: reportUnauthorized,
  }),
  staleAfterMs: ADMIN_STALE_STREAM_MS,
  replayEvents: [REALTIME_EVENTS.companyChanged],
  releaseHiddenAfterMs: HIDDEN_TAB_RELEASE_MS,
});

const followVisibility = () => adminStreams.setHidden(document.visibilityState === 'hidden');
followVisibility();
document.addEventListener('visibilitychange', followVisibility);

/** Listens to a company's administrator stream through the tab's shared connection. */
export const listenToAdminStream = (companyId: string, callbacks: StreamCallbacks, options?: ListenOptions) =>
  adminStreams.listen(realtimePath(companyId, 'admin'), callbacks, options);
