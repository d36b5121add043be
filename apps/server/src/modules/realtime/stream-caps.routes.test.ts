import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { SAMPLE_OWNER } from '../../../test/factories/administrator';
import { openSse } from '../../../test/sse-client';
import { SAMPLE_OWNED_COMPANY_ID as COMPANY } from '../../seed/demo-seed';

/**
 * Issue 9 "Abuse", through the real route: the caps on open streams answer 429 with a Korean message, and a stream
 * without an expiring token ends after SSE_ANONYMOUS_STREAM_MS. Small values through env; the proxy header names the
 * client, so one test machine can be several clients.
 */
const startApp = async (env: Record<string, string>) => {
  const t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1', ...env } });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base };
};
const fromClient = (ip: string, headers: Record<string, string> = {}) => ({
  ...headers,
  'x-forwarded-for': ip,
});
const endedWithin = (stream: Awaited<ReturnType<typeof openSse>>, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('open stream caps', () => {
  it('answer 429 past SSE_MAX_PER_IP and SSE_MAX_PER_COMPANY, and let a client in again once a stream ends', async () => {
    const { t, base } = await startApp({ SSE_MAX_PER_IP: '2', SSE_MAX_PER_COMPANY: '3' });
    try {
      const owner = await t.bearer(SAMPLE_OWNER);
      const url = `${base}/api/realtime/admin/companies/${COMPANY}`;
      const first = await openSse(url, fromClient('10.0.0.1', owner));
      const second = await openSse(url, fromClient('10.0.0.1', owner));
      expect([first.status, second.status]).toEqual([200, 200]);

      const overIp = await fetch(url, { headers: fromClient('10.0.0.1', owner) });
      expect(overIp.status).toBe(429);
      expect(((await overIp.json()) as { message: string }).message).toContain(
        '이 기기에서 연 실시간 연결이 너무 많습니다',
      );

      const third = await openSse(url, fromClient('10.0.0.2', owner));
      expect(third.status).toBe(200);
      // The public storefront stream of the same shop counts against the shop too.
      const overCompany = await fetch(`${base}/api/realtime/user/companies/${COMPANY}`, {
        headers: fromClient('10.0.0.3'),
      });
      expect(overCompany.status).toBe(429);
      expect(((await overCompany.json()) as { message: string }).message).toContain(
        '이 가게의 실시간 연결이 너무 많습니다',
      );

      await first.close();
      let again = 0;
      for (let attempt = 0; attempt < 20 && again !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const retry = await openSse(url, fromClient('10.0.0.1', owner));
        again = retry.status;
        if (again === 200) await retry.close();
      }
      expect(again).toBe(200);
      await Promise.all([second.close(), third.close()]);
    } finally {
      await t.close();
    }
  });
});

describe('a stream without an expiring token', () => {
  it('ends after SSE_ANONYMOUS_STREAM_MS; an administrator’s stream lives to its token’s expiry', async () => {
    const { t, base } = await startApp({ SSE_ANONYMOUS_STREAM_MS: '500' });
    try {
      const started = Date.now();
      const storefront = await openSse(`${base}/api/realtime/user/companies/${COMPANY}`);
      expect(storefront.status).toBe(200);
      const admin = await openSse(
        `${base}/api/realtime/admin/companies/${COMPANY}`,
        await t.bearer(SAMPLE_OWNER),
      );
      expect(await endedWithin(storefront, 5_000)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      expect(await endedWithin(admin, 1_000)).toBe(false);
      await admin.close();
    } finally {
      await t.close();
    }
  });
});
