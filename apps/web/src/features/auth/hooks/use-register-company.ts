import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-store';
import { refreshTokens } from '../../../lib/auth/session';
import { setSelectedCompanyId } from '../../../lib/company/selected-company';
import { i18next } from '../../../lib/i18n';
import { formatPhoneNumber, lastFourDigits } from '../../../lib/phone';
import { queryKeys } from '../../../lib/query-keys';
import { addAdministratorAndCompany } from '../api/add-administrator-and-company';
import type { ConnectedChannel } from '../components/kakao-channel-step';
import type { RegisterFormValues } from '../utils/register-form.schema';

/**
 * Registration: create the company, refresh the ID token so it carries the new companyIds, reload the
 * administrator, and switch the screens from the demo company to the new one.
 */
export const useRegisterCompany = ({
  onRegistered,
  kakao,
}: {
  onRegistered: (companyId: string) => void;
  /** A channel connected through 이용신청 (issue 15); its sender key and phone are stored encrypted. */
  kakao?: ConnectedChannel | null;
}) => {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: RegisterFormValues) => {
      if (!user) throw new Error(i18next.t('request.signInRequired'));
      const phone = formatPhoneNumber(values.contactPhone);
      const result = await addAdministratorAndCompany({
        uid: user.uid,
        securedPhoneSub1: phone,
        searchField: [lastFourDigits(phone)],
        company: {
          companyType: values.companyType,
          businessInfo: { shopName: values.shopName.trim() },
          contactInfo: { securedPhoneMain: phone },
          ...(kakao
            ? {
                kakaoInfo: {
                  kakaoChannelId: kakao.kakaoChannelId,
                  securedSenderKey: kakao.senderKey,
                  securedSender: formatPhoneNumber(kakao.managerPhone),
                },
              }
            : {}),
        },
      });
      await refreshTokens({ force: true });
      return result;
    },
    onSuccess: async (result) => {
      setSelectedCompanyId(result.companyId);
      queryClient.setQueryData(queryKeys.administrator.detail(result.administrator.id), result.administrator);
      await queryClient.invalidateQueries({ queryKey: queryKeys.administrator.all });
      // Here, not in mutate(): the new token turns the join page into "registered" and unmounts the form,
      // and TanStack Query drops mutate()-level callbacks of unmounted components.
      onRegistered(result.companyId);
    },
  });
};
