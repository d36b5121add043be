import fs from 'node:fs';
import http from 'node:http';
import { percentile } from './lib';

/**
 * A constant arrival rate through a fixed number of keep-alive connections: request i is due at start + i ÷ rate,
 * and its latency is counted from that due time, not from when it left. So a server (or a generator) that falls
 * behind pays for it in the percentiles, the way wrk2 measures, without the two distortions autocannon's
 * `overallRate` has (decision 057): it lets each connection send its share of a second back to back at the start of
 * that second (bursts of the whole rate, not a rate), and it corrects for coordinated omission with an expected
 * interval of `ceil(1 / rate)` = 1 ms, which adds a synthetic sample for every millisecond of every response.
 */
export type OpenLoopResult = {
  /** Successful requests per second, from the first due time to the last answer (a server that falls behind takes
   * longer than the window to answer what was offered, and this figure shows it). */
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
};

export type OpenLoopRequest = { path: string; headers: Record<string, string>; body: string };

export async function runOpenLoop(opts: {
  /** http://host:port */
  origin: string;
  rate: number;
  seconds: number;
  /**
   * Sent at the same rate before the measured window and not counted: the generator opens its connections and the
   * server's pool and caches reach their steady state, as in any long-running service (wrk2 calibrates the same way).
   */
  warmupSeconds?: number;
  connections: number;
  /** The i-th request (a fresh body and Idempotency-Key each). */
  request: (index: number) => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(opts.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const warmup = Math.round(opts.rate * (opts.warmupSeconds ?? 0));
  const offered = Math.round(opts.rate * opts.seconds);
  const due = (index: number) => startAt + ((index - warmup) * 1000) / opts.rate;
  const latencies: number[] = [];
  /** BENCH_LATENCY_DUMP=<file>: every answer's due time (ms after the start) and latency, to find pauses. */
  const dumpFile = process.env.BENCH_LATENCY_DUMP;
  const dump: string[] = [];
  let errors = 0;
  let lastAnswerAt = 0;
  const inFlight: Promise<void>[] = [];

  const send = (index: number, dueAt: number, isMeasured: boolean) =>
    new Promise<void>((resolve) => {
      const { path, headers, body } = opts.request(index);
      const req = http.request(
        {
          hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            resolve();
            if (!isMeasured) return;
            lastAnswerAt = performance.now();
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) errors += 1;
            else latencies.push(lastAnswerAt - dueAt);
            if (dumpFile)
              dump.push(`${(dueAt - startAt).toFixed(1)}\t${(lastAnswerAt - dueAt).toFixed(1)}\t${status}`);
          });
        },
      );
      req.on('error', () => {
        if (isMeasured) errors += 1;
        resolve();
      });
      req.end(body);
    });

  /** The measured window's start; the warm-up's requests are due before it. */
  const startAt = performance.now() + 20 + (warmup * 1000) / opts.rate;
  const last = warmup + offered;
  let next = 0;
  // Wake about every millisecond and send every request that is due by then, each stamped with its own due time.
  while (next < last) {
    const now = performance.now();
    while (next < last && due(next) <= now) {
      inFlight.push(send(next, due(next), next >= warmup));
      next += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  if (dumpFile) fs.appendFileSync(dumpFile, `${dump.join('\n')}\n`);
  return {
    rps: latencies.length / (Math.max(lastAnswerAt - startAt, opts.seconds * 1000) / 1000),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    total: latencies.length,
    errors,
  };
}
