import type { Administrator, DemoCompanyId } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '../i18n';
import { queryKeys } from '../query-keys';
import { saveAdministrator, withDemoCompany } from './administrator.api';

/**
 * Saves the demo company choice as lastSelectedDemoCompanyId (spec §3), shown at once and rolled back if
 * the server refuses it.
 */
export const useSwitchDemoCompany = (administrator: Administrator | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demoCompanyId: DemoCompanyId) => {
      if (!administrator) throw new Error(i18next.t('request.administratorNotLoaded'));
      return saveAdministrator(withDemoCompany(administrator, demoCompanyId));
    },
    onMutate: async (demoCompanyId) => {
      if (!administrator) return { previous: undefined };
      const key = queryKeys.administrator.detail(administrator.id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Administrator>(key);
      queryClient.setQueryData<Administrator>(key, withDemoCompany(administrator, demoCompanyId));
      return { previous };
    },
    onSuccess: (saved) => {
      if (!administrator) return;
      queryClient.setQueryData<Administrator>(queryKeys.administrator.detail(administrator.id), (current) =>
        current ? { ...current, revision: saved.revision } : current,
      );
    },
    onError: (_error, _id, context) => {
      if (administrator && context?.previous) {
        queryClient.setQueryData(queryKeys.administrator.detail(administrator.id), context.previous);
      }
    },
    onSettled: () => {
      if (administrator)
        void queryClient.invalidateQueries({ queryKey: queryKeys.administrator.detail(administrator.id) });
    },
  });
};
