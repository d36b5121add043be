import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LOGIN_PATH, ROUTES } from '../../../config/paths';
import { deviceCredential, signInDevice, takeCredentialFromHash } from '../../../lib/auth/device-credential';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';

type State = { kind: 'signing-in' } | { kind: 'no-credential' } | { kind: 'failed'; message: string };

/**
 * /admin/autologin (open): a registered counter device signs in without SMS and opens the order board (issue 15).
 * The credential comes from the registration link's fragment the first time and from this device afterwards; a
 * revoked or unknown one is forgotten and the page offers SMS sign-in.
 */
export const AutologinPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'signing-in' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fromLink = takeCredentialFromHash();
    if (fromLink) deviceCredential.write(fromLink);
    const credential = fromLink ?? deviceCredential.read();
    if (!credential) {
      setState({ kind: 'no-credential' });
      return;
    }
    signInDevice(credential).then(
      () => navigate(ROUTES['admin-orders'].path, { replace: true }),
      (error: unknown) => {
        deviceCredential.clear();
        setState({ kind: 'failed', message: problemMessage(error) });
      },
    );
  }, [navigate]);

  return (
    <Card withBorder padding="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {t('pages.autologin.title')}
        </Title>
        <Text c="dimmed">{t('pages.autologin.body')}</Text>
        {state.kind === 'signing-in' ? (
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{t('pages.autologin.signingIn')}</Text>
          </Stack>
        ) : (
          <>
            <Alert color="yellow" variant="light" data-testid="autologin-failed">
              {state.kind === 'failed' ? state.message : t('pages.autologin.noCredential')}
            </Alert>
            <Button component={Link} to={LOGIN_PATH}>
              {t('common.goLogin')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
};
