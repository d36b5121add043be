import { percentile } from './lib';

/**
 * Opens `listeners` SSE streams on one company, makes `commits` writes, and measures for every delivery
 * the time from the start of the write request to the event's arrival at that listener.
 */
export const measureRealtimeLatency = async (opts: {
  base: string;
  companyId: string;
  headers: Record<string, string>;
  listeners: number;
  commits: number;
}) => {
  const arrivals: number[][] = Array.from({ length: opts.commits }, () => []);
  const controllers: AbortController[] = [];
  let expected = -1;

  const listen = async () => {
    const controller = new AbortController();
    controllers.push(controller);
    const res = await fetch(`${opts.base}/api/realtime/admin/companies/${opts.companyId}`, {
      headers: opts.headers,
      signal: controller.signal,
    });
    if (!res.body) throw new Error('no stream body');
    const decoder = new TextDecoder();
    let buffer = '';
    let ready: () => void = () => undefined;
    const readyPromise = new Promise<void>((resolve) => {
      ready = resolve;
    });
    void (async () => {
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('"changed":"snapshot"')) ready();
            else if (block.startsWith('event: company.changed') && expected >= 0)
              arrivals[expected]?.push(performance.now());
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // closed by abort
      }
    })();
    await readyPromise;
  };

  for (let opened = 0; opened < opts.listeners; opened += 100) {
    await Promise.all(Array.from({ length: Math.min(100, opts.listeners - opened) }, listen));
  }

  const latencies: number[] = [];
  for (let i = 0; i < opts.commits; i++) {
    expected = i;
    const started = performance.now();
    await fetch(`${opts.base}/api/document/admin/product`, {
      method: 'POST',
      headers: { ...opts.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: opts.companyId, item: { productName: `realtime ${i}` } }),
    });
    const deadline = Date.now() + 5000;
    while ((arrivals[i]?.length ?? 0) < opts.listeners && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    latencies.push(...(arrivals[i] ?? []).map((t) => t - started));
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const controller of controllers) controller.abort();
  const delivered = latencies.length;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    delivered,
    expected: opts.listeners * opts.commits,
  };
};
