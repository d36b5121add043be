import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a long form. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="md" radius="md" component="section">
    <Title order={2} fz="md" mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);
