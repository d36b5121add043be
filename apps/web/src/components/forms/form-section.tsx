import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** A titled block of a settings page or a long form. */
export const FormSection = ({ title, description, actions, children }: FormSectionProps) => (
  <Paper withBorder p="md" radius="md" component="section">
    <Stack gap={4} mb="sm">
      <Title order={2} fz="md" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <span style={{ flex: 1 }}>{title}</span>
        {actions}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
    {children}
  </Paper>
);
