import type { SmsProvider } from './sms.provider';

export type AligoConfig = {
  /** Base URL, `https://apis.aligo.in` in production. */
  apiUrl: string;
  apiKey: string;
  userId: string;
  /** A sender number registered with Aligo (발신번호 사전등록). */
  sender: string;
  timeoutMs?: number;
};

type AligoSendResponse = { result_code?: number | string; message?: string };

/** Aligo wants Korean domestic numbers (`01012345678`), not E.164. */
const toDomestic = (e164: string) => (e164.startsWith('+82') ? `0${e164.slice(3)}` : e164);

/**
 * Aligo SMS gateway (https://smartsms.aligo.in/admin/api/spec.html): `POST {apiUrl}/send/`, form-encoded
 * key, user_id, sender, receiver, msg. It answers HTTP 200 even on failure; success is `result_code` 1, any other
 * value carries a Korean `message` (e.g. -101 authentication failed, -201 insufficient balance).
 */
export const createAligoSmsProvider = (config: AligoConfig): SmsProvider => ({
  name: 'aligo',
  send: async (to, text) => {
    const body = new URLSearchParams({
      key: config.apiKey,
      user_id: config.userId,
      sender: config.sender,
      receiver: toDomestic(to),
      msg: text,
      msg_type: 'SMS',
    });
    const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/send/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Aligo HTTP ${response.status}`);
    const result = (await response.json()) as AligoSendResponse;
    if (Number(result.result_code) !== 1) {
      throw new Error(`Aligo refused the message: ${result.result_code} ${result.message ?? ''}`);
    }
  },
});
