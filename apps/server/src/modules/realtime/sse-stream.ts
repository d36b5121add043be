import { REALTIME_EVENTS } from '@jumun/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A client that has this much unsent data is too slow: it is dropped and reconnects with a delta sync. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** How often an administrator's open stream re-checks that they may still read the company (issue 14). */
export const ACCESS_RECHECK_MS = 1_000;

export type SseStream = {
  firstFrame: string;
  closeAfterMs: number;
  /**
   * Whether the caller may still follow this stream (membership, role, account status); checked every
   * ACCESS_RECHECK_MS, and the stream ends when it says no. Absent for public streams.
   */
  isStillAllowed?: () => Promise<boolean>;
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
    // Uncorked before the end, while the response still holds its socket (a kept-alive socket must not stay corked).
    uncork();
    raw.end();
  };
  // Frames sent in one tick (a commit's NOTIFYs arrive together: an order's company.changed and order.created) leave
  // in one socket write: the stream is corked at the tick's first frame and uncorked once the tick is done.
  let isCorked = false;
  const uncork = () => {
    if (!isCorked) return;
    isCorked = false;
    raw.uncork();
  };
  const unsubscribe = stream.subscribe((frame) => {
    if (isClosed) return true;
    if (raw.writableLength > MAX_BUFFERED_BYTES) return false;
    if (!isCorked) {
      isCorked = true;
      raw.cork();
      process.nextTick(uncork);
    }
    raw.write(frame);
    return true;
  }, close);
  const expiry = setTimeout(close, stream.closeAfterMs);
  expiry.unref();
  const { isStillAllowed } = stream;
  const recheck = isStillAllowed
    ? setInterval(() => {
        isStillAllowed().then(
          (isAllowed) => {
            if (isAllowed) return;
            // Said in the stream first, so the client knows not to reconnect with the same rights.
            if (!isClosed) raw.write(`event: ${REALTIME_EVENTS.accessRevoked}\ndata: {}\n\n`);
            close();
          },
          () => undefined,
        );
      }, ACCESS_RECHECK_MS)
    : undefined;
  recheck?.unref();
  request.raw.on('close', close);
};
