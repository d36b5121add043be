import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-result';
import { onLogout } from './auth-events';

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
