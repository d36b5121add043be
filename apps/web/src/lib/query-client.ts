import { QueryClient } from '@tanstack/react-query';
import { onAccessRevoked } from './access-events';
import { isApiError } from './api-result';
import { onLogout } from './auth-events';
import { queryKeys } from './query-keys';

/**
 * Server state lives in TanStack Query. The API client already retries GET once, so the query layer does
 * not retry again; a 4xx is an answer, not a hiccup.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });

/** Logout clears administrator, company and every other cached server answer (spec §4). */
export const clearOnLogout = (queryClient: QueryClient) => onLogout(() => queryClient.clear());

/**
 * A stream said this administrator's access changed: re-read their record (memberships, roles) and the companies
 * now, so the screen leaves a company or loses a button at once rather than at the next poll (ACCESS_REFRESH_MS).
 */
export const refreshOnAccessRevoked = (queryClient: QueryClient) =>
  onAccessRevoked(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.administrator.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
  });
