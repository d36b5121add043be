import type { CreateLoginTokenInput, LoginToken } from '@jumun/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `/api/admin/companies/:companyId/login-tokens[/rest]` (server module sign-in-links). */
const loginTokensPath = (companyId: string, rest = '') =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/login-tokens${rest}`;

export const loginTokensQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.loginToken.list({ companyId }),
    queryFn: ({ signal }) => api.get<LoginToken[]>(loginTokensPath(companyId), { signal }),
    enabled: Boolean(companyId),
  });

export const useLoginTokens = (companyId: string) => useQuery(loginTokensQueryOptions(companyId));

export const useCreateLoginToken = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLoginTokenInput) => api.post<LoginToken>(loginTokensPath(companyId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.loginToken.lists() }),
  });
};

export const useRevokeLoginToken = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<LoginToken>(loginTokensPath(companyId, `/${encodeURIComponent(id)}/revoke`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.loginToken.lists() }),
  });
};
