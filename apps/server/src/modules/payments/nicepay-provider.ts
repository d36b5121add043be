import crypto from 'node:crypto';
import type { Approval, CancelResult, PaymentProvider } from './payment-provider';

export const NICEPAY_RETURN_PATH = '/api/payments/nicepay/return';
/**
 * Origins our pages must allow for NicePay's payment window: the SDK's own (its script) and NicePay's pages, which
 * it opens as a frame and submits forms to (Content-Security-Policy script-src, frame-src, form-action).
 */
export const nicepayPageOrigins = (sdkUrl: string) => [new URL(sdkUrl).origin, 'https://*.nicepay.co.kr'];

/** Registered in NicePay's merchant console as the webhook URL (payment status notifications). */
export const NICEPAY_WEBHOOK_PATH = '/api/payments/nicepay/webhook';
const TIMEOUT_MS = 10_000;

export type NicepayConfig = {
  apiUrl: string;
  clientId: string;
  secretKey: string;
  /** PUBLIC_API_BASE_URL: NicePay posts the browser back to `{base}/api/payments/nicepay/return`. */
  returnBaseUrl: string;
  /** NICEPAY_JS_SDK_URL: the script the browser loads to open the payment window. */
  sdkUrl: string;
};

/** The fields NicePay's JS SDK posts to returnUrl after the customer authenticated (server approval model). */
export type NicepayReturn = {
  authResultCode?: string;
  authResultMsg?: string;
  tid?: string;
  clientId?: string;
  orderId?: string;
  amount?: string;
  authToken?: string;
  signature?: string;
};

/**
 * A webhook NicePay sends on a status change of a transaction: the payment object of its API (JSON), signed with
 * `sha256(tid + amount + ediDate + secretKey)`. Only the fields we act on are named.
 */
export type NicepayWebhook = {
  resultCode?: unknown;
  status?: unknown;
  tid?: unknown;
  orderId?: unknown;
  amount?: unknown;
  ediDate?: unknown;
  signature?: unknown;
  card?: unknown;
};

/** What a genuine webhook says: `paid` (approved) or `cancelled`; other states are not ours to act on. */
export type VerifiedWebhook = {
  status: 'paid' | 'cancelled' | 'other';
  tid: string;
  paymentId: string;
  amount: number;
  cardName: string;
  raw: Record<string, unknown>;
};

const sha256Hex = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const safeEqual = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Json = Record<string, unknown>;

/**
 * NicePay's server approval flow: the JS SDK's auth result is posted to our return URL, we check it is genuine
 * (signature = sha256(authToken + clientId + amount + secretKey)) and for the amount we expect, then approve it with
 * `POST /v1/payments/{tid} {amount}` (Basic auth clientId:secretKey). Cancel/refund: `POST /v1/payments/{tid}/cancel`.
 * Card numbers never pass through us: the customer types them on NicePay's page.
 */
export const createNicepayProvider = (config: NicepayConfig) => {
  const authorization = `Basic ${Buffer.from(`${config.clientId}:${config.secretKey}`).toString('base64')}`;
  const call = async (path: string, body: Json): Promise<Json> => {
    if (!config.clientId || !config.secretKey)
      throw new Error('NICEPAY_CLIENT_ID / NICEPAY_SECRET_KEY are not set');
    const response = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json;charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return (await response.json()) as Json;
  };

  const provider: PaymentProvider & {
    verifyReturn: (
      form: NicepayReturn,
    ) => { ok: true; tid: string; amount: number } | { ok: false; reason: string };
    approve: (tid: string, amount: number) => Promise<Approval>;
    verifyWebhook: (body: NicepayWebhook) => VerifiedWebhook | null;
  } = {
    name: 'nicepay',
    nextAction: (attempt) => ({
      type: 'nicepay',
      provider: 'nicepay',
      clientId: config.clientId,
      method: attempt.method,
      orderId: attempt.paymentId,
      amount: attempt.amount,
      goodsName: attempt.goodsName,
      returnUrl: `${config.returnBaseUrl}${NICEPAY_RETURN_PATH}`,
      sdkUrl: config.sdkUrl,
    }),

    verifyReturn: (form) => {
      if (form.authResultCode !== '0000')
        return { ok: false, reason: form.authResultMsg || '결제 인증에 실패했습니다.' };
      const { tid = '', clientId = '', amount = '', authToken = '', signature = '' } = form;
      const expected = sha256Hex(`${authToken}${clientId}${amount}${config.secretKey}`);
      if (clientId !== config.clientId || !safeEqual(signature, expected)) {
        return { ok: false, reason: '결제 인증 정보가 올바르지 않습니다.' };
      }
      if (!/^\d{1,12}$/.test(amount) || tid === '')
        return { ok: false, reason: '결제 금액이 올바르지 않습니다.' };
      return { ok: true, tid, amount: Number(amount) };
    },

    verifyWebhook: (body) => {
      const text = (value: unknown) =>
        typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      const tid = text(body.tid);
      const amount = text(body.amount);
      const expected = sha256Hex(`${tid}${amount}${text(body.ediDate)}${config.secretKey}`);
      const signature = text(body.signature);
      if (!config.secretKey || tid === '' || !/^\d{1,12}$/.test(amount) || !safeEqual(signature, expected))
        return null;
      const status = body.status === 'paid' || body.status === 'cancelled' ? body.status : 'other';
      const card = (typeof body.card === 'object' && body.card !== null ? body.card : {}) as Json;
      return {
        status,
        tid,
        paymentId: text(body.orderId),
        amount: Number(amount),
        cardName: text(card.cardName),
        raw: body as Json,
      };
    },

    approve: async (tid, amount) => {
      const raw = await call(`/v1/payments/${encodeURIComponent(tid)}`, { amount });
      if (raw.resultCode !== '0000' || raw.status !== 'paid') {
        return { ok: false, reason: String(raw.resultMsg ?? '결제 승인에 실패했습니다.'), raw };
      }
      const card = (raw.card ?? {}) as Json;
      return {
        ok: true,
        tid: String(raw.tid ?? tid),
        amount: Number(raw.amount),
        cardName: String(card.cardName ?? ''),
        raw,
      };
    },

    cancel: async ({ tid, reason, paymentId }): Promise<CancelResult> => {
      const raw = await call(`/v1/payments/${encodeURIComponent(tid)}/cancel`, {
        reason,
        orderId: paymentId,
      });
      if (raw.resultCode === '0000') return { ok: true, raw };
      return { ok: false, reason: String(raw.resultMsg ?? '결제 취소에 실패했습니다.'), raw };
    },
  };
  return provider;
};

export type NicepayProvider = ReturnType<typeof createNicepayProvider>;
