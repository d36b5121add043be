import type { OpenStream, StreamHandlers } from '../core/sync.types';

/** Streams opened through `openStream`, each controllable by a test: open it, send a frame, or leave it silent. */
export const fakeStreams = () => {
  const opened: { path: string; handlers: StreamHandlers; isClosed: boolean }[] = [];
  const openStream: OpenStream = (path, handlers) => {
    const entry = { path, handlers, isClosed: false };
    opened.push(entry);
    return {
      close: () => {
        if (entry.isClosed) return;
        entry.isClosed = true;
        handlers.onClose({});
      },
    };
  };
  const live = () => opened.filter((entry) => !entry.isClosed);
  return { opened, openStream, live };
};
