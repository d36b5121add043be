import type { KakaoTemplateList } from '@jumun/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/admin/companies/:companyId/kakao-templates`: the shop's channel templates with Kakao's review state, read
 * from Aligo by the server each time (so it is fetched when 설정 opens and on 다시 불러오기, not polled).
 */
export const kakaoTemplatesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.kakaoTemplate.list({ companyId }),
    queryFn: ({ signal }) =>
      api.get<KakaoTemplateList>(`/api/admin/companies/${encodeURIComponent(companyId)}/kakao-templates`, {
        signal,
      }),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    retry: false,
  });

export const useKakaoTemplates = (companyId: string) => useQuery(kakaoTemplatesQueryOptions(companyId));
