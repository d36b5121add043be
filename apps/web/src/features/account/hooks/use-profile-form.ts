import { type Administrator, administratorFieldsSchema } from '@jumun/shared';
import { useQueryClient } from '@tanstack/react-query';
import { saveAdministrator } from '../../../lib/company/administrator.api';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { useTranslation } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The display name's rule is the administrator contract's own (50 characters), checked on the trimmed name. */
const resolveName = schemaResolver(administratorFieldsSchema.pick({ securedUserName: true }));

/**
 * The display name on the one form-save hook: the administrator's own record saved whole with its revision. A
 * stale revision is a conflict (nothing overwritten) and `reload` reads the record again; the card remounts on
 * the new revision, so the outcome is a toast, not card state.
 */
export const useProfileForm = (administrator: Administrator) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.administrator.detail(administrator.id) });
  const profile = useInlineSaveForm({
    initialValues: { securedUserName: administrator.securedUserName },
    validate: (values) => resolveName({ securedUserName: values.securedUserName.trim() }),
    validateInputOnChange: true,
    save: ({ securedUserName }) =>
      saveAdministrator({ ...administrator, securedUserName: securedUserName.trim() }),
    savedMessage: () => t('pages.me.saved'),
    onSaved: () => void reload(),
  });
  return { ...profile, reload };
};
