import { type AccountSession, describeUserAgent } from '@jumun/shared';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { problemMessage } from '../../../lib/save-problem';
import { useAccountSessions, useLogoutOthers, useLogoutSession } from '../api/sessions';
import { accountText } from '../i18n';

const DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
});
const at = (iso: string) => DATE_TIME.format(new Date(iso));

/**
 * 내 정보 › 로그인된 기기 (issue 15): every browser signed in to this account — its browser and device read from the
 * User-Agent, when it signed in and was last used — with this one marked; sign one out, or all the others at once.
 * Either takes effect within seconds there (its next request is refused, its live order stream ends).
 */
export const SessionsCard = () => {
  const { t } = accountText.useT();
  const sessions = useAccountSessions();
  const logoutOne = useLogoutSession();
  const logoutOthers = useLogoutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.isCurrent).length;
  const failure = logoutOne.error ?? logoutOthers.error ?? sessions.error;

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sessions.description')}
        </Text>
        {sessions.isLoading ? <Skeleton h={60} /> : null}
        {sessions.data?.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            isEnding={logoutOne.isPending && logoutOne.variables === session.id}
            onLogout={() => logoutOne.mutate(session.id)}
          />
        ))}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            loading={logoutOthers.isPending}
            disabled={sessions.isSuccess && others === 0}
            onClick={() => logoutOthers.mutate()}
            data-testid="logout-others"
          >
            {t('sessions.logoutOthers')}
          </Button>
          <Text size="xs" c="dimmed" maw={420}>
            {logoutOthers.data
              ? t('sessions.loggedOutOthers', { count: logoutOthers.data.revokedSessions })
              : t('sessions.logoutOthersHelp')}
          </Text>
        </Group>
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {problemMessage(failure)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
};

const SessionRow = ({
  session,
  isEnding,
  onLogout,
}: {
  session: AccountSession;
  isEnding: boolean;
  onLogout: () => void;
}) => {
  const { t } = accountText.useT();
  const { browser, os } = describeUserAgent(session.userAgent);
  const name = [browser ?? t('sessions.unknownBrowser'), os ?? t('sessions.unknownDevice')].join(' · ');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="session-row">
      <Stack gap={0} miw={0}>
        <Group gap={6}>
          <Text fw={600} title={session.userAgent || undefined}>
            {name}
          </Text>
          {session.isCurrent ? (
            <Badge variant="light" color="green" size="sm">
              {t('sessions.current')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('sessions.times', { signedIn: at(session.signedInAt), lastUsed: at(session.lastUsedAt) })}
        </Text>
      </Stack>
      {session.isCurrent ? null : (
        <Button size="compact-sm" color="red" variant="light" loading={isEnding} onClick={onLogout}>
          {t('sessions.logout')}
        </Button>
      )}
    </Group>
  );
};
