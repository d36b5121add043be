import http from 'node:http';
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

  // node:http rather than fetch: 1,000 web streams in one client process cost more per chunk than the server
  // spends fanning out, and the figure is meant to be the server's commit → event latency.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const controller = new AbortController();
      controllers.push(controller);
      const req = http.get(
        `${opts.base}/api/realtime/admin/companies/${opts.companyId}`,
        { headers: opts.headers, agent, signal: controller.signal },
        (res) => {
          // A refused stream (a cap, a lost session) would otherwise wait for its snapshot for ever.
          if (res.statusCode !== 200) {
            reject(new Error(`realtime stream answered ${res.statusCode}`));
            res.resume();
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.includes('"changed":"snapshot"')) resolve();
              else if (block.startsWith('event: company.changed') && expected >= 0)
                arrivals[expected]?.push(performance.now());
              end = buffer.indexOf('\n\n');
            }
          });
          res.on('error', () => undefined);
        },
      );
      req.on('error', (error) => {
        if (!controller.signal.aborted) reject(error);
      });
    });

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
  agent.destroy();
  const delivered = latencies.length;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    delivered,
    expected: opts.listeners * opts.commits,
  };
};
