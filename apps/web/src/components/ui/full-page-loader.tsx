import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/** Shown while auth initialises or a lazy route loads. */
export const FullPageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
};
