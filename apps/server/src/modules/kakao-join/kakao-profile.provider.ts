import { KAKAO_TEMPLATE_REVIEW_STATES, type KakaoTemplate } from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';

/** Aligo's Kakao profile API (domain §6.2, §8): what 이용신청 needs from it. */
export type KakaoProfileProvider = {
  name: 'console' | 'aligo';
  /** Texts a 6-digit code to the channel manager's phone (`profile/auth`). */
  requestAuth: (input: { plusId: string; phoneNumber: string }) => Promise<void>;
  /** Trades the code for the channel's sender key (`profile/add`). A wrong code throws KakaoProviderError. */
  addProfile: (input: {
    plusId: string;
    phoneNumber: string;
    code: string;
    categoryCode: string;
  }) => Promise<string>;
  /** The channel's name for a sender key (`profile/list`), or a KakaoProviderError when Aligo does not know the key. */
  channelName: (senderKey: string) => Promise<string>;
  /**
   * The channel's Alimtalk templates with Kakao's review state (`template/list`); null when nothing is connected (the
   * console provider), so the screen says so instead of inventing states.
   */
  listTemplates: (senderKey: string) => Promise<KakaoTemplate[] | null>;
};

/** Aligo answered, and said no (`code` ≠ 0): a wrong code, an unknown channel… Its Korean message is shown as is. */
export class KakaoProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'KakaoProviderError';
  }
}

/** KAKAO_PROVIDER=console (the default): no request leaves; code 123456 works, like the SMS test numbers. */
export const CONSOLE_KAKAO_CODE = '123456';

export const createConsoleKakaoProvider = (logger: FastifyBaseLogger): KakaoProfileProvider => ({
  name: 'console',
  requestAuth: async ({ plusId, phoneNumber }) => {
    logger.info({ plusId, phoneNumber, code: CONSOLE_KAKAO_CODE }, 'kakao profile auth code (console)');
  },
  addProfile: async ({ plusId, code }) => {
    if (code !== CONSOLE_KAKAO_CODE) throw new KakaoProviderError(-99, '인증번호가 일치하지 않습니다.');
    return `console-${plusId.replace(/^@/, '')}-sender-key`;
  },
  channelName: async (senderKey) => {
    const match = /^console-(.+)-sender-key$/.exec(senderKey);
    if (!match) throw new KakaoProviderError(-99, '등록 된 키가 없습니다');
    return `${match[1]} 채널`;
  },
  listTemplates: async () => null,
});

type AligoTemplate = Record<string, unknown> & { buttons?: unknown; comments?: unknown };
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const isReviewState = (value: string): value is (typeof KAKAO_TEMPLATE_REVIEW_STATES)[number] =>
  (KAKAO_TEMPLATE_REVIEW_STATES as readonly string[]).includes(value);

/** One entry of Aligo's `template/list` answer → a template as 설정 shows it (unknown fields and states kept honest). */
export const templateOfAligo = (raw: AligoTemplate): KakaoTemplate => {
  const state = text(raw.inspStatus);
  const buttons = Array.isArray(raw.buttons) ? (raw.buttons as Record<string, unknown>[]) : [];
  const comments = Array.isArray(raw.comments) ? (raw.comments as unknown[]) : [];
  return {
    code: text(raw.templtCode),
    name: text(raw.templtName),
    content: text(raw.templtContent),
    reviewState: isReviewState(state) ? state : 'unknown',
    status: text(raw.status),
    buttons: buttons.map((button) => ({ name: text(button.name), linkType: text(button.linkType) })),
    comments: comments
      .map((comment) =>
        typeof comment === 'object' && comment !== null
          ? text(
              (comment as Record<string, unknown>).commentContent ??
                (comment as Record<string, unknown>).content,
            )
          : text(comment),
      )
      .filter(Boolean),
    dateCreated: text(raw.cdate),
  };
};

type AligoAnswer = { code?: number | string; message?: string; data?: unknown; list?: unknown };

/**
 * Aligo Kakao API (`https://kakaoapi.aligo.in/akv10/…`, form-encoded `apikey`, `userid`): `profile/auth/`,
 * `profile/add/`, `profile/list/`, `template/list/`. It answers HTTP 200 with `code` 0 on success, anything else with a Korean
 * `message` (domain §6.2).
 */
export const createAligoKakaoProvider = (config: {
  apiUrl: string;
  apiKey: string;
  userId: string;
  timeoutMs?: number;
}): KakaoProfileProvider => {
  const call = async (path: string, fields: Record<string, string>): Promise<AligoAnswer> => {
    const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/akv10/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ apikey: config.apiKey, userid: config.userId, ...fields }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Aligo Kakao HTTP ${response.status}`);
    const answer = (await response.json()) as AligoAnswer;
    if (Number(answer.code) !== 0)
      throw new KakaoProviderError(Number(answer.code), answer.message ?? 'Aligo error');
    return answer;
  };
  const toDomestic = (phone: string) => (phone.startsWith('+82') ? `0${phone.slice(3)}` : phone);
  return {
    name: 'aligo',
    requestAuth: async ({ plusId, phoneNumber }) => {
      await call('profile/auth/', { plusid: plusId, phonenumber: toDomestic(phoneNumber) });
    },
    addProfile: async ({ plusId, phoneNumber, code, categoryCode }) => {
      const answer = await call('profile/add/', {
        plusid: plusId,
        phonenumber: toDomestic(phoneNumber),
        authnum: code,
        categorycode: categoryCode,
      });
      const data = (Array.isArray(answer.data) ? answer.data[0] : answer.data) as
        | { senderKey?: unknown }
        | undefined;
      if (typeof data?.senderKey !== 'string' || !data.senderKey)
        throw new Error('Aligo profile/add: no senderKey');
      return data.senderKey;
    },
    channelName: async (senderKey) => {
      const answer = await call('profile/list/', { senderkey: senderKey });
      const [profile] = (Array.isArray(answer.list) ? answer.list : []) as { name?: unknown }[];
      if (typeof profile?.name !== 'string') throw new KakaoProviderError(-99, '등록 된 키가 없습니다');
      return profile.name;
    },
    listTemplates: async (senderKey) => {
      const answer = await call('template/list/', { senderkey: senderKey });
      return (Array.isArray(answer.list) ? (answer.list as AligoTemplate[]) : []).map(templateOfAligo);
    },
  };
};
