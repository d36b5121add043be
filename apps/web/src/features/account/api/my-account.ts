import type {
  ChangePhoneInput,
  ChangePhoneResult,
  DeleteAccountResult,
  LeaveCompanyResult,
  SendSmsResult,
} from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `/api/admin/me/…` (server module my-account): the signed-in administrator's own account. */
const ME = '/api/admin/me';

/** A change to one's own record: the administrator document (companies, phone suffix) is read again. */
const useInvalidateAdministrator = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.administrator.all });
};

export const useLeaveCompany = () => {
  const invalidate = useInvalidateAdministrator();
  return useMutation({
    mutationFn: (companyId: string) =>
      api.post<LeaveCompanyResult>(`${ME}/companies/${encodeURIComponent(companyId)}/leave`),
    onSuccess: invalidate,
  });
};

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) => api.post<SendSmsResult>(`${ME}/phone/send-sms`, { phoneNumber }),
  });

export const useChangePhone = () => {
  const invalidate = useInvalidateAdministrator();
  return useMutation({
    mutationFn: (input: ChangePhoneInput) => api.post<ChangePhoneResult>(`${ME}/phone`, input),
    onSuccess: invalidate,
  });
};

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (phoneSuffix: string) => api.post<DeleteAccountResult>(`${ME}/delete`, { phoneSuffix }),
  });
