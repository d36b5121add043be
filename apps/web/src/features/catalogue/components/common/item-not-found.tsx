import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An edit page whose id is not (or no longer) in the company's catalogue. */
export const ItemNotFound = ({ label, listPath }: { label: string; listPath: string }) => (
  <Stack align="center" py="xl" gap="sm">
    <Title order={1} fz="xl">
      {label}을(를) 찾을 수 없습니다
    </Title>
    <Text c="dimmed" size="sm">
      삭제되었거나 다른 회사의 항목입니다.
    </Text>
    <Button component={Link} to={listPath} variant="light">
      목록으로
    </Button>
  </Stack>
);
