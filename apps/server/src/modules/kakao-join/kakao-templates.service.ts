import { AppError, type KakaoTemplateList } from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import { type KakaoProfileProvider, KakaoProviderError } from './kakao-profile.provider';

/**
 * 설정 › 알림톡 템플릿 (issue 15): the shop's channel templates and Kakao's review state of each, read from Aligo
 * when asked (nothing is cached: the state changes on Kakao's side, and the owner opens this to see it now). The
 * console provider and a shop without a sender key answer so, with no templates, rather than guessing states.
 */
export const createKakaoTemplatesService = (deps: {
  provider: KakaoProfileProvider;
  /** The shop's sender key, decrypted ('' when no channel is connected). */
  senderKeyOf: (companyId: string) => Promise<string>;
  now: () => number;
}) => ({
  async list({ companyId }: CompanyAccess<'read'>): Promise<KakaoTemplateList> {
    const syncedAt = new Date(deps.now()).toISOString();
    const senderKey = await deps.senderKeyOf(companyId);
    if (!senderKey) return { source: 'noSenderKey', templates: [], syncedAt };
    let templates: Awaited<ReturnType<KakaoProfileProvider['listTemplates']>>;
    try {
      templates = await deps.provider.listTemplates(senderKey);
    } catch (error) {
      if (error instanceof KakaoProviderError)
        throw new AppError('VALIDATION', `알림톡 템플릿을 불러오지 못했습니다: ${error.message}`, {
          details: { providerCode: error.code },
        });
      throw new AppError('BAD_GATEWAY', '알리고에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
    if (templates === null) return { source: 'console', templates: [], syncedAt };
    return { source: 'aligo', templates, syncedAt };
  },
});

export type KakaoTemplatesService = ReturnType<typeof createKakaoTemplatesService>;
