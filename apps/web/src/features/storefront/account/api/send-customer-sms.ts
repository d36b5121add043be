import type { SendSmsResult } from '@jumun/shared';
import { api } from '../../../../lib/api-client';

/** `POST /api/userAuth/send-sms`: a sign-in code to the customer's phone (test phones use a fixed code). */
export const sendCustomerSms = (phoneNumber: string) =>
  api.post<SendSmsResult>('/api/userAuth/send-sms', { phoneNumber }, { auth: false });
