import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One titled card of a settings form. */
export const SettingsSection = ({ title, description, children }: SettingsSectionProps) => (
  <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  </Card>
);
