import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readTokens } from '../../../lib/auth/token-store';

/** `POST /api/auth/logout-others`: every other sign-in of this administrator ends; this browser's stays. */
export const useLogoutOthers = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ revokedSessions: number }>('/api/auth/logout-others', {
        refreshToken: readTokens()?.refreshToken ?? '',
      }),
  });
