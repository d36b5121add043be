import fs from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_COMPANY, signIn } from './api-client';
import { type ServerProcess, startServer, stopServer, tempDir, testSecrets } from './server-process';
import { checkWrites, startWriteBurst } from './write-burst';

/**
 * Issue #16: graceful shutdown. SIGTERM during a burst of saves: the server stops accepting, finishes what is in
 * flight, tells SSE clients to reconnect, closes the database and exits 0 — and no acknowledged write is lost.
 */
const servers: ServerProcess[] = [];
const dataDir = tempDir('shutdown');
afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An SSE stream read with node:http; resolves with everything received once the server ends it. */
const openStream = (url: string, headers: Record<string, string>) =>
  new Promise<{ ended: Promise<string> }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        resolve({ ended: new Promise((ended) => res.on('close', () => ended(text))) });
      })
      .on('error', reject);
  });

describe('SIGTERM', () => {
  it('drains in-flight saves, tells SSE clients to reconnect, exits 0, and loses no acknowledged write', async () => {
    const env = { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '10000', ...testSecrets() };
    const first = await startServer(env);
    servers.push(first);
    const auth = await signIn(first.base);
    const stream = await openStream(`${first.base}/api/realtime/admin/companies/${SAMPLE_COMPANY}`, auth);

    const burst = startWriteBurst(first.base, auth);
    await burst.waitForAcks(30);
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    const acked = await burst.stop();
    expect(await stream.ended).toContain('event: reconnect');
    // Requests that arrived while closing were refused with 503, never half done.
    expect(acked.statuses.every((status) => status === 200 || status === 503)).toBe(true);

    const second = await startServer(env);
    servers.push(second);
    const found = await checkWrites(second.base, auth, acked);
    expect(found).toMatchObject({ missingIds: [], missingBatches: [], halfBatches: [] });
  });
});
