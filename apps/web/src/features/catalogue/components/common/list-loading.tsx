import { Center, Loader, Text } from '@mantine/core';

/** Shown only on the very first visit, before anything is cached (later visits render from the cache at once). */
export const ListLoading = ({ label }: { label: string }) => (
  <Center py="xl" role="status">
    <Loader size="sm" mr="sm" />
    <Text size="sm" c="dimmed">
      {label} 불러오는 중…
    </Text>
  </Center>
);
