/** Reads a Server-Sent Events stream with fetch (as the web client does) and collects parsed frames. */
export type SseFrame = { event: string; data: unknown };

export const openSse = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  /** Resolves with the first frame (from `from` on) matching the predicate, or rejects after the timeout. */
  const waitFor = async (
    predicate: (frame: SseFrame) => boolean,
    from = 0,
    timeoutMs = 3000,
  ): Promise<SseFrame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.slice(from).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching SSE frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };

  return {
    status: response.status,
    frames,
    /** Resolves when the server ends the stream (or close() aborts it). */
    ended: done,
    waitFor,
    close: async () => {
      controller.abort();
      await done;
    },
  };
};
