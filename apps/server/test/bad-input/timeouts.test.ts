import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-app';

/** Opens a socket to the app and runs `talk` on it; resolves with ms until the server closed it (or answered 408). */
const timeUntilCut = (port: number, talk: (socket: net.Socket) => void, limitMs = 5_000) =>
  new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    socket.on('error', () => undefined);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms`));
    }, limitMs);
  });

/** Issue 9 "Abuse": a connection that sends headers and no body used to stay open for ever. */
// Each test starts its own server (a fresh database): slow on a loaded machine, whatever the timeout under test.
describe('request and idle timeouts', { timeout: 90_000 }, () => {
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

  it('cuts off a client that trickles its headers and never finishes them (HEADERS_TIMEOUT_MS)', async () => {
    // The idle timeout alone would never fire: a byte arrives every 100 ms.
    const t = await buildTestApp({
      seed: false,
      env: { HEADERS_TIMEOUT_MS: '500', IDLE_TIMEOUT_MS: '60000' },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      let drip: ReturnType<typeof setInterval> | undefined;
      const cut = await timeUntilCut(port, (socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        drip = setInterval(() => socket.write('X-Slow: a\r\n'), 100);
      }).finally(() => clearInterval(drip));
      expect(cut.ms).toBeLessThan(5_000);
      expect(cut.answer).not.toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await t.close();
    }
  });

  it('cuts off a body sent at a trickle (REQUEST_TIMEOUT_MS)', async () => {
    const t = await buildTestApp({
      seed: false,
      env: { REQUEST_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '500', IDLE_TIMEOUT_MS: '60000' },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      let drip: ReturnType<typeof setInterval> | undefined;
      const cut = await timeUntilCut(port, (socket) => {
        socket.write(
          'POST /api/auth/send-sms HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
        );
        drip = setInterval(() => socket.write(' '), 100);
      }).finally(() => clearInterval(drip));
      expect(cut.ms).toBeLessThan(5_000);
      expect(cut.answer).not.toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await t.close();
    }
  });
});
