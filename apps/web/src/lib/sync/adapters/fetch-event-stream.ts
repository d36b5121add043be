import { REALTIME_EVENTS } from '@jumun/shared';
import { emitAccessRevoked } from '../../access-events';
import { createSseParser } from '../core/sse-parser';
import type { OpenStream } from '../core/sync.types';

export type FetchStreamDeps = {
  /** Absolute URL of an API path (the shell's `apiUrl`). */
  toUrl: (path: string) => string;
  /** `{Authorization: 'Bearer …'}` with a fresh ID token (the shell's `getAuthHeader`). */
  authHeader: () => Promise<Record<string, string>>;
  fetchImpl?: typeof fetch;
  /** A 401 on a stream opened with a token: the session is over (the shell's `reportUnauthorized`). */
  onUnauthorized?: () => void;
};

/**
 * Opens an SSE stream with fetch() so the ID token travels as a header (EventSource cannot send one,
 * decision 004). Reports exactly one onClose, whatever ends the stream. Every stream passes through here, so here
 * is where `access.revoked` is reported to the app (lib/access-events), whichever screen opened the stream.
 */
export const createFetchStreamOpener =
  (deps: FetchStreamDeps): OpenStream =>
  (path, handlers) => {
    const controller = new AbortController();
    let isClosed = false;
    const finish = (reason: { status?: number; error?: string }) => {
      if (isClosed) return;
      isClosed = true;
      handlers.onClose(reason);
    };

    const read = async () => {
      const headers = { Accept: 'text/event-stream', ...(await deps.authHeader()) };
      const response = await (deps.fetchImpl ?? fetch)(deps.toUrl(path), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        if (response.status === 401 && 'Authorization' in headers) deps.onUnauthorized?.();
        finish({ status: response.status, error: response.statusText });
        return;
      }
      handlers.onOpen?.();
      const parser = createSseParser((event, data) => {
        if (event === REALTIME_EVENTS.accessRevoked) emitAccessRevoked();
        if (!isClosed) handlers.onEvent(event, data);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
      finish({ status: response.status });
    };

    read().catch((error: unknown) => {
      finish({ error: error instanceof Error ? error.message : String(error) });
    });

    return {
      close: () => {
        controller.abort();
        finish({});
      },
    };
  };
