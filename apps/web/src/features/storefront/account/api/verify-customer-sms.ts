import type { SessionTokens, VerifySmsResult } from '@jumun/shared';
import { api } from '../../../../lib/api-client';

/**
 * `POST /api/userAuth/verify-sms` then `POST /api/userAuth/session`: the code becomes a customer custom token, and
 * that a customer session (one flow, as the provider sign-in of spec §4).
 */
export const verifyCustomerSms = async (phoneNumber: string, code: string): Promise<SessionTokens> => {
  const { customToken } = await api.post<VerifySmsResult>(
    '/api/userAuth/verify-sms',
    { phoneNumber, code },
    { auth: false },
  );
  return api.post<SessionTokens>('/api/userAuth/session', { customToken }, { auth: false });
};
