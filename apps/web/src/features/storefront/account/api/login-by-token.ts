import type { LoginByTokenResult } from '@jumun/shared';
import { api } from '../../../../lib/api-client';

/** `POST /api/userAuth/login-by-token` (domain §6.3): the link's token becomes a customer session at its shop. */
export const loginByToken = (loginToken: string, friendtalkCode: string | undefined) =>
  api.post<LoginByTokenResult>(
    '/api/userAuth/login-by-token',
    { loginToken, ...(friendtalkCode ? { friendtalkCode } : {}) },
    { auth: false },
  );
