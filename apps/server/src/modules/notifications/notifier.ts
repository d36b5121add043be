import { appendFile } from 'node:fs/promises';
import { maskPhone } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../auth';

/** One message to one customer, with what the shop's Kakao channel needs to send it as Alimtalk. */
export type OutgoingMessage = {
  /** E.164, e.g. +821012345678. */
  to: string;
  text: string;
  /** The shop's approved template for this event; '' → no Alimtalk, SMS only. */
  templateCode: string;
  /** The shop's Kakao sender key and registered sender number (company.kakaoInfo, decrypted). */
  senderKey: string;
  sender: string;
  /**
   * A link to go with the text (issue 15: the customer's login link to the shop): an Alimtalk web-link button named
   * `label` (the shop's template has one), or the URL on its own line when the message goes by SMS.
   */
  link?: { url: string; label: string };
};

/** The text as an SMS carries it: the link, if any, on its own last line. */
export const smsTextOf = (message: OutgoingMessage) =>
  message.link ? `${message.text}\n${message.link.url}` : message.text;

/** How it went out and what the provider said (shown on the order's detail). Throws when nothing went out. */
export type Delivery = { channel: 'alimtalk' | 'sms' | 'console'; answer: string };

export type Notifier = { readonly name: string; send: (message: OutgoingMessage) => Promise<Delivery> };

/** What the list shows as the console provider's answer: it went to the log, not to a phone. */
export const CONSOLE_ANSWER = '서버 로그에 기록함 (실제로 보내지 않음)';

/**
 * NOTIFY_PROVIDER=console (the default): the message goes to the server log, nothing is sent. With `file`
 * (NOTIFY_CONSOLE_FILE) each message is also appended there as one JSON line — `{at, to, templateCode, text}`, the phone
 * masked — which is how a developer watches them and how the browser tests read what a customer would have got.
 */
export const createConsoleNotifier = (logger: FastifyBaseLogger, file = ''): Notifier => ({
  name: 'console',
  send: async (message) => {
    logger.info(
      { to: message.to, text: message.text, templateCode: message.templateCode, link: message.link?.url },
      'notification (console provider): not sent, logged instead',
    );
    if (file) {
      const line = {
        at: new Date().toISOString(),
        to: maskPhone(message.to),
        templateCode: message.templateCode,
        text: message.text,
      };
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
    }
    return { channel: 'console', answer: CONSOLE_ANSWER };
  },
});

export type AligoAlimtalkConfig = {
  /** `https://kakaoapi.aligo.in` in production. */
  apiUrl: string;
  apiKey: string;
  userId: string;
  timeoutMs?: number;
};

const toDomestic = (e164: string) => (e164.startsWith('+82') ? `0${e164.slice(3)}` : e164);

type AligoAlimtalkAnswer = { code?: number | string; message?: string };

/**
 * Kakao Alimtalk through Aligo (domain §8.2 AlimtalkRequest: `POST {apiUrl}/akv10/alimtalk/send/`, form-encoded
 * apikey, userid, senderkey, tpl_code, sender, receiver_1, subject_1, message_1, failover). Aligo answers HTTP 200
 * with `code` 0 on success; a link goes as `button_1` (one web-link button). When the shop has no approved template or
 * sender key, or Alimtalk is refused, the message goes by SMS through the SMS provider instead (issue 12: SMS
 * fallback), the link on its last line.
 */
export const createAligoNotifier = (config: AligoAlimtalkConfig, sms: SmsProvider): Notifier => {
  const sendAlimtalk = async (message: OutgoingMessage): Promise<string> => {
    const body = new URLSearchParams({
      apikey: config.apiKey,
      userid: config.userId,
      senderkey: message.senderKey,
      tpl_code: message.templateCode,
      sender: message.sender,
      receiver_1: toDomestic(message.to),
      subject_1: '주문 알림',
      message_1: message.text,
      failover: 'N',
    });
    if (message.link) {
      const { url, label } = message.link;
      body.set(
        'button_1',
        JSON.stringify({
          button: [{ name: label, linkType: 'WL', linkTypeName: '웹링크', linkMo: url, linkPc: url }],
        }),
      );
    }
    const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/akv10/alimtalk/send/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Aligo Alimtalk HTTP ${response.status}`);
    const answer = (await response.json()) as AligoAlimtalkAnswer;
    if (Number(answer.code) !== 0)
      throw new Error(`Aligo Alimtalk refused: ${answer.code} ${answer.message ?? ''}`);
    return `${answer.code} ${answer.message ?? ''}`.trim();
  };

  return {
    name: 'aligo',
    send: async (message) => {
      let refusal = 'no template';
      if (message.templateCode && message.senderKey && message.sender) {
        try {
          return { channel: 'alimtalk', answer: await sendAlimtalk(message) };
        } catch (error) {
          refusal = error instanceof Error ? error.message : String(error);
        }
      }
      await sms.send(message.to, smsTextOf(message));
      return { channel: 'sms', answer: `SMS fallback (${refusal})` };
    },
  };
};
