import type { AccountSession, LogoutOthersResult } from '@jumun/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readTokens } from '../../../lib/auth/token-store';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/auth/sessions`: the browsers signed in to this administrator account, this one first. */
export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accountSession.lists(),
    queryFn: ({ signal }) => api.get<AccountSession[]>('/api/auth/sessions', { signal }),
  });

export const useAccountSessions = () => useQuery(accountSessionsQueryOptions());

const useInvalidateSessions = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSession.all });
};

/** `DELETE /api/auth/sessions/:id`: that browser is signed out within seconds. */
export const useLogoutSession = () => {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<{ loggedOut: true }>(`/api/auth/sessions/${encodeURIComponent(sessionId)}`),
    onSettled: invalidate,
  });
};

/** `POST /api/auth/logout-others`: every other sign-in of this administrator ends; this browser's stays. */
export const useLogoutOthers = () => {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: () =>
      api.post<LogoutOthersResult>('/api/auth/logout-others', {
        refreshToken: readTokens()?.refreshToken ?? '',
      }),
    onSettled: invalidate,
  });
};
