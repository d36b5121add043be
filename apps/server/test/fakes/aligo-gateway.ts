import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type AligoCall = Record<string, string>;

/**
 * A stand-in for Aligo's `POST /send/` on 127.0.0.1 (random port). It records every call, so tests count what
 * actually reached "the provider", and answers like Aligo does (HTTP 200, result_code in the JSON).
 */
export const startFakeAligoGateway = async () => {
  const calls: AligoCall[] = [];
  let reply: { status: number; body: unknown } = {
    status: 200,
    body: { result_code: '1', message: 'success', msg_id: '123456789', success_cnt: 1, error_cnt: 0 },
  };
  let alimtalkReply: { status: number; body: unknown } = {
    status: 200,
    body: { code: 0, message: '성공적으로 전송요청 하였습니다.', info: { type: 'AT', scnt: 1, fcnt: 0 } },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const isAlimtalk = req.url === '/akv10/alimtalk/send/';
      if (req.method !== 'POST' || (req.url !== '/send/' && !isAlimtalk)) {
        res.writeHead(404).end();
        return;
      }
      calls.push({
        ...Object.fromEntries(new URLSearchParams(raw)),
        contentType: req.headers['content-type'] ?? '',
        path: req.url ?? '',
      });
      // Aligo's Kakao API answers `code` 0 on success (its SMS API answers result_code 1).
      const answer = isAlimtalk ? alimtalkReply : reply;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  // The gateway shares its process with PGlite, whose work blocks the event loop for seconds: with Node's 5 s
  // default it would close idle keep-alive sockets just as fetch reuses them (ECONNRESET). Closed in close().
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The 6-digit code in the newest message to a domestic number such as `01012345678`. */
    lastCodeFor: (receiver: string) => {
      const call = calls.findLast((c) => c.receiver === receiver);
      return call?.msg?.match(/\d{6}/)?.[0];
    },
    respondWith: (status: number, body: unknown) => {
      reply = { status, body };
    },
    respondToAlimtalkWith: (status: number, body: unknown) => {
      alimtalkReply = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

export type FakeAligoGateway = Awaited<ReturnType<typeof startFakeAligoGateway>>;

/** Env for buildTestApp that routes SMS through the fake gateway. */
export const aligoEnv = (gateway: FakeAligoGateway) => ({
  SMS_PROVIDER: 'aligo',
  ALIGO_API_URL: gateway.url,
  ALIGO_API_KEY: 'test-key',
  ALIGO_USER_ID: 'jumun',
  ALIGO_SENDER: '0212345678',
});
