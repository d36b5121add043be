import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { catalogueSync, useSyncState } from '../../../../lib/sync';

/** How long a first load may spin while the server cannot be reached before the page says so. */
export const SLOW_FIRST_LOAD_MS = 8_000;

/**
 * Shown only on the very first visit, before anything is cached (later visits render from the cache at once). When
 * loading failed, or the server could not be reached for a while, it says so with a retry instead of spinning for
 * ever (issue 9).
 */
export const ListLoading = ({ label }: { label: string }) => {
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
              ? `${label} 목록을 불러오지 못했습니다: ${error}`
              : `서버에 연결하지 못해 ${label} 목록을 불러오지 못했습니다. 인터넷 연결을 확인해 주세요.`}
          </Text>
          <Button size="xs" variant="default" onClick={() => catalogueSync.syncNow()}>
            다시 시도
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="xl" role="status">
      <Loader size="sm" mr="sm" />
      <Text size="sm" c="dimmed">
        {label} 불러오는 중…
      </Text>
    </Center>
  );
};
