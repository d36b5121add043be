import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** Title row of every page: one h1, an optional line of explanation, actions on the right. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => (
  <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
    <Stack gap={4} style={{ flex: '1 1 260px' }} miw={0}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
    {actions ? <Group gap="xs">{actions}</Group> : null}
  </Group>
);
