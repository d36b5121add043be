import { describe, expect, it, vi } from 'vitest';
import { onAccessRevoked } from '../../access-events';
import { createFetchStreamOpener } from './fetch-event-stream';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('createFetchStreamOpener', () => {
  it('sends the bearer header, forwards frames and reports the end once', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(streamOf(['event: heartbeat\ndata: {}\n\n']), { status: 200 }),
    );
    const events: string[] = [];
    const onClose = vi.fn();
    const open = createFetchStreamOpener({
      toUrl: (path) => `http://api.test${path}`,
      authHeader: async () => ({ Authorization: 'Bearer t0k' }),
      fetchImpl,
    });
    await new Promise<void>((resolve) => {
      open('/api/realtime/admin/companies/co1', {
        onEvent: (event) => events.push(event),
        onClose: (reason) => {
          onClose(reason);
          resolve();
        },
      });
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://api.test/api/realtime/admin/companies/co1',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer t0k' }) }),
    );
    expect(events).toEqual(['heartbeat']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports the HTTP status when the server refuses the stream', async () => {
    const open = createFetchStreamOpener({
      toUrl: (path) => path,
      authHeader: async () => ({}),
      fetchImpl: async () => new Response('{}', { status: 401 }),
    });
    const reason = await new Promise((resolve) => {
      open('/x', { onEvent: () => {}, onClose: resolve });
    });
    expect(reason).toMatchObject({ status: 401 });
  });

  it('tells the app at once when the stream ends with access.revoked', async () => {
    const revoked = vi.fn();
    const stop = onAccessRevoked(revoked);
    const open = createFetchStreamOpener({
      toUrl: (path) => path,
      authHeader: async () => ({ Authorization: 'Bearer t0k' }),
      fetchImpl: async () =>
        new Response(streamOf(['event: heartbeat\ndata: {}\n\n', 'event: access.revoked\ndata: {}\n\n']), {
          status: 200,
        }),
    });
    const events: string[] = [];
    await new Promise((resolve) => {
      open('/api/realtime/admin/companies/co1', { onEvent: (event) => events.push(event), onClose: resolve });
    });
    stop();
    expect(revoked).toHaveBeenCalledTimes(1);
    // The screen that opened the stream still hears it too (it stops reconnecting with the old rights).
    expect(events).toEqual(['heartbeat', 'access.revoked']);
  });
});
