import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-app';

/** Issue 9 "Abuse": a connection that sends headers and no body used to stay open for ever. */
describe('request and idle timeouts', () => {
  it('closes a connection that announced a body and sent nothing', async () => {
    const t = await buildTestApp({ seed: false, env: { IDLE_TIMEOUT_MS: '300' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/auth/send-sms HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
          );
        });
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('still open after 5 s')), 5_000);
      });
      expect(closedAfter).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });
});
