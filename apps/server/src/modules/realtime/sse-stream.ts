import type { FastifyReply, FastifyRequest } from 'fastify';

/** A client that has this much unsent data is too slow: it is dropped and reconnects with a delta sync. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export type SseStream = {
  firstFrame: string;
  closeAfterMs: number;
  /** Starts delivery; `send` returns false when the client is too far behind. Returns the unsubscribe. */
  subscribe: (send: (frame: string) => boolean, close: () => void) => () => void;
};

/**
 * Takes the response over from Fastify and keeps it open as text/event-stream until the client leaves, the
 * client falls too far behind, the hub closes it, or `closeAfterMs` passes (the ID token's expiry).
 */
export const pipeSseStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  stream: SseStream,
  onClose: () => void = () => undefined,
) => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  raw.write(stream.firstFrame);

  let isClosed = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    unsubscribe();
    clearTimeout(expiry);
    onClose();
    raw.end();
  };
  const unsubscribe = stream.subscribe((frame) => {
    if (isClosed) return true;
    if (raw.writableLength > MAX_BUFFERED_BYTES) return false;
    raw.write(frame);
    return true;
  }, close);
  const expiry = setTimeout(close, stream.closeAfterMs);
  expiry.unref();
  request.raw.on('close', close);
};
