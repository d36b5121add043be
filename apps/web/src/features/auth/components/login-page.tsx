import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../../../components/ui/brand-mark';
import { DASHBOARD_PATH, href } from '../../../config/paths';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { returnPathFrom } from '../../../config/sign-in-return';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { useSmsSignIn } from '../hooks/use-sms-sign-in';
import { CodeStep } from './code-step';
import { LoginPreferences } from './login-preferences';
import { PhoneStep } from './phone-step';

/**
 * /admin/login (empty layout): phone → SMS code → signed in → dashboard, or back to the invitation the visitor
 * opened before signing in (`?next=`, config/sign-in-return.ts).
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSmsSignIn({
    onSignedIn: () => void navigate(returnPathFrom(search) ?? DASHBOARD_PATH, { replace: true }),
  });
  const isConsoleSms = getRuntimeConfig()?.smsProvider === 'console';

  return (
    <Box mih="100dvh" bg="var(--mantine-color-default-hover)">
      <LoginPreferences />
      <Center px="md" pb="xl" mih="calc(100dvh - 120px)">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              <BrandMark size={44} />
              <Title order={1} fz={26}>
                {t('auth.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('auth.subtitle')}
              </Text>
            </Stack>
            {signIn.step === 'phone' ? <PhoneStep signIn={signIn} /> : <CodeStep signIn={signIn} />}
            {isConsoleSms ? (
              <Text size="xs" c="dimmed" ta="center">
                {t('auth.testNumbersHint')}
              </Text>
            ) : null}
            <Anchor component={Link} to={href('admin-welcome')} size="sm" ta="center">
              {t('auth.welcomeLink')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
};
