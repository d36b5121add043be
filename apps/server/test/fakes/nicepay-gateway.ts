import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_NICEPAY = { clientId: 'S2_fakeclient0001', secretKey: 'fake-secret-key-0001' };

export type NicepayCall = { path: string; authorization: string; body: Record<string, unknown> };

type Behaviour = {
  /** Approve for this amount instead of the requested one (a provider that approved something else). */
  approveAmount?: number;
  /** Answer the approve call with this result code (≠ '0000' = declined). */
  approveResultCode?: string;
  /** Drop the approve call without an answer (the outcome is unknown to the merchant). */
  dropApprove?: boolean;
};

/**
 * A stand-in for NicePay's server API on 127.0.0.1 (random port): `POST /v1/payments/{tid}` approves,
 * `POST /v1/payments/{tid}/cancel` cancels, both behind Basic auth of clientId:secretKey, answering in NicePay's
 * JSON shape. It also builds the auth result the JS SDK would post to the merchant's returnUrl, signed as NicePay
 * signs it. Every call is recorded so tests see exactly what reached "the provider".
 */
export const startFakeNicepayGateway = async () => {
  const calls: NicepayCall[] = [];
  let behaviour: Behaviour = {};
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_NICEPAY.clientId}:${FAKE_NICEPAY.secretKey}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      calls.push({ path, authorization: req.headers.authorization ?? '', body });
      const send = (json: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== expectedAuth)
        return send({ resultCode: 'U104', resultMsg: '인증 실패' });
      const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
      if (cancel)
        return send({ resultCode: '0000', resultMsg: '취소 성공', tid: cancel[1], status: 'cancelled' });
      const approve = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (!approve) return res.writeHead(404).end();
      if (behaviour.dropApprove) return req.socket.destroy();
      if (behaviour.approveResultCode && behaviour.approveResultCode !== '0000') {
        return send({
          resultCode: behaviour.approveResultCode,
          resultMsg: '카드사 거절',
          tid: approve[1],
          status: 'failed',
        });
      }
      return send({
        resultCode: '0000',
        resultMsg: '정상 처리되었습니다.',
        tid: approve[1],
        amount: behaviour.approveAmount ?? body.amount,
        status: 'paid',
        card: { cardCode: '04', cardName: '삼성', cardNum: '536181******1234' },
      });
    });
  });
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    behave: (next: Behaviour) => {
      behaviour = next;
    },
    /** The form NicePay's JS SDK posts to returnUrl after a successful authentication. */
    authResult: (orderId: string, amount: number, overrides: Record<string, string> = {}) => {
      const authToken = crypto.randomBytes(12).toString('hex');
      const tid = `nicepay_${crypto.randomBytes(8).toString('hex')}`;
      const signature = crypto
        .createHash('sha256')
        .update(`${authToken}${FAKE_NICEPAY.clientId}${amount}${FAKE_NICEPAY.secretKey}`)
        .digest('hex');
      return {
        authResultCode: '0000',
        authResultMsg: '인증 성공',
        tid,
        clientId: FAKE_NICEPAY.clientId,
        orderId,
        amount: String(amount),
        mallReserved: '',
        authToken,
        signature,
        ...overrides,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
