import crypto from 'node:crypto';
import http from 'node:http';
import { percentile } from './lib';
import { placeBody, signInAdmin } from './order-fixtures';

/**
 * The order board fan-out (issue 12), a phase of `npm run bench:orders`: opens `boardsPerCompany` administrator
 * streams per company (what every open board listens to), places orders at `rate` per second spread over the
 * companies, and measures for every board the time from the start of the placing request to the `order.created`
 * event's arrival.
 */
export async function measureBoardFanOut(
  base: string,
  companies: string[],
  order: { payable: number; customer: Record<string, string> },
  load: { boardsPerCompany: number; rate: number; seconds: number; operatorPhone: string },
) {
  const { payable, customer } = order;
  const { boardsPerCompany, rate, seconds } = load;
  // The operator (super admin) may follow every company's stream; access is read from the database per request, so a
  // signed token alone would not do.
  const headers = await signInAdmin(base, load.operatorPhone);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const arrivals: { orderId: string; at: number }[] = [];
  const requests: http.ClientRequest[] = [];
  const listen = (companyId: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/api/realtime/admin/companies/${companyId}`, { headers, agent }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`board stream of ${companyId}: HTTP ${res.statusCode}`));
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
            else if (block.startsWith('event: order.created')) {
              const orderId = /"orderId":"([^"]+)"/.exec(block)?.[1];
              if (orderId) arrivals.push({ orderId, at: performance.now() });
            }
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', reject);
      requests.push(req);
    });
  for (const companyId of companies) {
    await Promise.all(Array.from({ length: boardsPerCompany }, () => listen(companyId)));
  }

  const started = new Map<string, number>();
  let errors = 0;
  let placed = 0;
  const pending: Promise<void>[] = [];
  const total = rate * seconds;
  const startAt = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = startAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const companyId = companies[i % companies.length] as string;
    const sentAt = performance.now();
    pending.push(
      fetch(`${base}/api/order/place`, {
        method: 'POST',
        headers: { ...customer, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(placeBody(companyId, payable)),
      })
        .then(async (res) => {
          const json = (await res.json()) as { data?: { order?: { id: string } } };
          const orderId = json.data?.order?.id;
          if (!res.ok || !orderId) errors += 1;
          else {
            started.set(orderId, sentAt);
            placed += 1;
          }
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // late events
  for (const req of requests) req.destroy();
  agent.destroy();
  const latencies = arrivals
    .filter((arrival) => started.has(arrival.orderId))
    .map((arrival) => arrival.at - (started.get(arrival.orderId) as number));
  return {
    placed,
    errors,
    expected: placed * boardsPerCompany,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
