import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts, SAMPLE_COMPANY, signIn } from './api-client';
import {
  createPostgresDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  tempDir,
  testSecrets,
} from './server-process';

/**
 * Issue #16, multi-instance proof: two server processes on one PostgreSQL database share everything a request
 * needs — realtime fan-out (LISTEN/NOTIFY), Idempotency-Key claims and SMS send limits (docs/deployment.md).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let auth: Record<string, string>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresDatabase(process.env.DATABASE_URL as string);
    drop = database.drop;
    const secrets = testSecrets();
    // One first: it migrates and seeds; the second finds both done.
    a = await startServer({ DATABASE_URL: database.url, DATA_DIR: tempDir('multi-a'), ...secrets });
    b = await startServer({ DATABASE_URL: database.url, DATA_DIR: tempDir('multi-b'), ...secrets });
    auth = await signIn(a.base);
  });
  afterAll(async () => {
    if (a) await stopServer(a);
    if (b) await stopServer(b);
    await drop?.();
  });

  it('delivers a save made through one process to an SSE client of the other', async () => {
    let received = '';
    const request = http.get(`${b.base}/api/realtime/admin/companies/${SAMPLE_COMPANY}`, { headers: auth });
    const heard = new Promise<void>((resolve, reject) => {
      request.on('response', (res) => {
        res.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          if (received.includes('"changed":"product"')) resolve();
        });
      });
      request.on('error', reject);
      setTimeout(() => reject(new Error(`no product change on B; got ${received}`)), 10_000).unref();
    });
    // Wait for the snapshot frame: B has subscribed before A writes.
    while (!received.includes('"changed":"snapshot"'))
      await new Promise((resolve) => setTimeout(resolve, 20));

    const saved = await fetch(`${a.base}/api/document/admin/product`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: SAMPLE_COMPANY, item: { productName: '두 프로세스 시험' } }),
    });
    expect(saved.status).toBe(200);
    await heard;
    request.destroy();
  });

  it('holds an Idempotency-Key across processes: one product, the same answer', async () => {
    const save = (base: string) =>
      fetch(`${base}/api/document/admin/product`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'multi-instance-key-1' },
        body: JSON.stringify({ companyId: SAMPLE_COMPANY, item: { productName: '멱등 시험 상품' } }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data: { id: string } } }));
    const first = await save(a.base);
    const retried = await save(b.base);
    expect([first.status, retried.status]).toEqual([200, 200]);
    expect(retried.body.data.id).toBe(first.body.data.id);
    const named = (await listProducts(b.base, auth)).filter((p) => p.productName === '멱등 시험 상품');
    expect(named).toHaveLength(1);
  });

  it('shares SMS send limits: a code sent through one process starts the cooldown on the other', async () => {
    const send = (base: string) =>
      fetch(`${base}/api/auth/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '+821055501234' }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string } }));
    expect((await send(a.base)).status).toBe(200);
    const second = await send(b.base);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe('RATE_LIMITED');
  });
});
