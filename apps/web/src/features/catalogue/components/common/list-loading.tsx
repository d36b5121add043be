import type { CatalogueKind } from '@jumun/shared';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { catalogueSync, syncErrorText, useSyncState } from '../../../../lib/sync';
import { catalogueText, kindWords } from '../../i18n';

/** How long a first load may spin while the server cannot be reached before the page says so. */
export const SLOW_FIRST_LOAD_MS = 8_000;

/**
 * Shown only on the very first visit, before anything is cached (later visits render from the cache at once). When
 * loading failed, or the server could not be reached for a while, it says so with a retry instead of spinning for
 * ever (issue 9).
 */
export const ListLoading = ({ kind }: { kind: CatalogueKind }) => {
  const { t } = catalogueText.useT();
  const words = kindWords(kind);
  const error = useSyncState((state) => state.error);
  const status = useSyncState((state) => state.status);
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsSlow(true), SLOW_FIRST_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  if (error || (isSlow && status === 'offline')) {
    return (
      <Center py="xl">
        <Stack gap="xs" align="center" role="alert">
          <Text size="sm" c="red" ta="center">
            {error
              ? t('list.loadFailed', { ...words, error: syncErrorText(error) })
              : t('list.offline', words)}
          </Text>
          <Button size="xs" variant="default" onClick={() => catalogueSync.syncNow()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader size="sm" mr="sm" />
      <Text size="sm" c="dimmed">
        {t('list.loading', words)}
      </Text>
    </Center>
  );
};
