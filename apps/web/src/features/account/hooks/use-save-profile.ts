import type { Administrator } from '@jumun/shared';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAdministrator } from '../../../lib/company/administrator.api';
import { useTranslation } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Saves the administrator's own record with its revision. The outcome is announced here rather than in a
 * mutate() callback: the profile card remounts on the new revision, and TanStack Query drops mutate()-level
 * callbacks of unmounted components.
 */
export const useSaveProfile = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (administrator: Administrator) => saveAdministrator(administrator),
    onSuccess: async (_saved, administrator) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.administrator.detail(administrator.id) });
      notifications.show({ color: 'green', message: t('pages.me.saved') });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: t('pages.me.saveFailed', { message: error.message }) }),
  });
};
