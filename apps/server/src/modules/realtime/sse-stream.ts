import type { FastifyReply, FastifyRequest } from 'fastify';

/** A client that has this much unsent data is too slow: it is dropped and reconnects with a delta sync. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** How often a stream with `isStillValid` asks again; with the device gate's cache, revocation bites within 5 s. */
export const STREAM_RECHECK_MS = 1_000;

export type SseStream = {
  firstFrame: string;
  closeAfterMs: number;
  /** Asked every STREAM_RECHECK_MS; false closes the stream (a revoked device, issue 15). */
  isStillValid?: () => Promise<boolean>;
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
    clearInterval(recheck);
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
  const { isStillValid } = stream;
  const recheck = isStillValid
    ? setInterval(() => {
        isStillValid().then(
          (isValid) => {
            if (!isValid) close();
          },
          () => undefined,
        );
      }, STREAM_RECHECK_MS)
    : undefined;
  recheck?.unref();
  request.raw.on('close', close);
};
