import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PayWindowRequest, payWindowPage, returnPostPage, sdkScript } from './nicepay-pay-window';

export const FAKE_NICEPAY = { clientId: 'S2_fakeclient0001', secretKey: 'fake-secret-key-0001' };

export type NicepayCall = { path: string; authorization: string; body: Record<string, unknown> };

type Behaviour = {
  /** Approve for this amount instead of the requested one (a provider that approved something else). */
  approveAmount?: number;
  /** Answer the approve call with this result code (≠ '0000' = declined). */
  approveResultCode?: string;
  /** Drop the approve call without an answer (the outcome is unknown to the merchant). */
  dropApprove?: boolean;
  /** Refuse cancels with this result code (a cancel that has to be tried again later). */
  cancelResultCode?: string;
};

const sha256Hex = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * A stand-in for NicePay on 127.0.0.1 (random port). Server API: `POST /v1/payments/{tid}` approves a transaction it
 * authenticated for that amount, `POST /v1/payments/{tid}/cancel` cancels, both behind Basic auth of
 * clientId:secretKey, answering in NicePay's JSON shape. Browser side (nicepay-pay-window.ts): the JS SDK at
 * `/v1/js/` and its payment window. It also builds the auth result the window posts to the merchant's returnUrl and
 * the webhooks it would send, signed as NicePay signs them. Every API call is recorded so tests see exactly what
 * reached "the provider".
 */
export const startFakeNicepayGateway = async () => {
  const calls: NicepayCall[] = [];
  let behaviour: Behaviour = {};
  /** Transactions the window authenticated: tid → the merchant's order id and the amount. */
  const authenticated = new Map<string, { orderId: string; amount: number }>();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_NICEPAY.clientId}:${FAKE_NICEPAY.secretKey}`).toString('base64')}`;
  let origin = '';

  /** The form NicePay's window posts to returnUrl after a successful authentication. */
  const authResult = (orderId: string, amount: number, overrides: Record<string, string> = {}) => {
    const authToken = crypto.randomBytes(12).toString('hex');
    const tid = `nicepay_${crypto.randomBytes(8).toString('hex')}`;
    authenticated.set(tid, { orderId, amount });
    return {
      authResultCode: '0000',
      authResultMsg: '인증 성공',
      tid,
      clientId: FAKE_NICEPAY.clientId,
      orderId,
      amount: String(amount),
      mallReserved: '',
      authToken,
      signature: sha256Hex(`${authToken}${FAKE_NICEPAY.clientId}${amount}${FAKE_NICEPAY.secretKey}`),
      ...overrides,
    };
  };

  const answerApi = (req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) => {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    calls.push({ path, authorization: req.headers.authorization ?? '', body });
    const send = (json: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== expectedAuth)
      return send({ resultCode: 'U104', resultMsg: '인증 실패' });
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (cancel && behaviour.cancelResultCode)
      return send({ resultCode: behaviour.cancelResultCode, resultMsg: '취소 실패', tid: cancel[1] });
    if (cancel)
      return send({ resultCode: '0000', resultMsg: '취소 성공', tid: cancel[1], status: 'cancelled' });
    const approve = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (!approve) return res.writeHead(404).end();
    if (behaviour.dropApprove) return req.socket.destroy();
    const known = authenticated.get(approve[1] ?? '');
    if (!known || known.amount !== body.amount) {
      return send({ resultCode: 'A118', resultMsg: '인증 정보와 승인 요청이 다릅니다.', status: 'failed' });
    }
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
      orderId: known.orderId,
      amount: behaviour.approveAmount ?? body.amount,
      status: 'paid',
      card: { cardCode: '04', cardName: '삼성', cardNum: '536181******1234' },
    });
  };

  const answerBrowser = (res: http.ServerResponse, url: URL, raw: string) => {
    const html = (text: string) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);
    if (url.pathname === '/v1/js/')
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(sdkScript(origin));
    if (url.pathname === '/v1/pay') {
      const request = Object.fromEntries(url.searchParams) as PayWindowRequest;
      return html(payWindowPage(request, request.clientId === FAKE_NICEPAY.clientId));
    }
    const form = Object.fromEntries(new URLSearchParams(raw)) as PayWindowRequest;
    return html(returnPostPage(form.returnUrl, authResult(form.orderId, Number(form.amount))));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname.startsWith('/v1/payments/')) return answerApi(req, res, url.pathname, raw);
      const isBrowserRoute =
        (req.method === 'GET' && (url.pathname === '/v1/js/' || url.pathname === '/v1/pay')) ||
        (req.method === 'POST' && url.pathname === '/v1/pay/auth');
      return isBrowserRoute ? answerBrowser(res, url, raw) : res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 10 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    /** Where merchant pages load the SDK from (NICEPAY_JS_SDK_URL). */
    sdkUrl: `${origin}/v1/js/`,
    calls,
    behave: (next: Behaviour) => {
      behaviour = next;
    },
    authResult,
    /** The webhook NicePay sends when a transaction it authenticated changes to `status`. */
    webhook: (tid: string, status: 'paid' | 'cancelled', fields: { amount?: number } = {}) => {
      const known = authenticated.get(tid);
      if (!known) throw new Error(`the fake gateway never authenticated ${tid}`);
      const amount = fields.amount ?? known.amount;
      const ediDate = new Date().toISOString();
      return {
        resultCode: '0000',
        resultMsg: '정상 처리되었습니다.',
        tid,
        orderId: known.orderId,
        ediDate,
        signature: sha256Hex(`${tid}${amount}${ediDate}${FAKE_NICEPAY.secretKey}`),
        status,
        payMethod: 'card',
        amount,
        goodsName: '',
        card: { cardCode: '04', cardName: '삼성', cardNum: '536181******1234' },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
