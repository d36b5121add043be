import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';

type ErrorViewProps = {
  title: string;
  body: ReactNode;
  status?: number;
  action?: ReactNode;
};

/** One look for every full-page error (404, 403, 500, start-up failure). */
export const ErrorView = ({ title, body, status, action }: ErrorViewProps) => {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        {status ? (
          <Text c="dimmed" fw={700} fz={48} lh={1}>
            {status}
          </Text>
        ) : null}
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {action ?? (
          <Button component={Link} to="/" variant="light" mt="sm">
            {t('common.goHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
};

/** Spec §2: "Page Not Found" for 404, "Internal Server Error" for anything else (status defaults to 500). */
export const errorTitleFor = (status: number | undefined) =>
  (status ?? 500) === 404 ? 'Page Not Found' : 'Internal Server Error';
