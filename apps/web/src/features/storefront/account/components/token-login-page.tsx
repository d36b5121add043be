import { Alert, Container, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api-result';
import { customerSession } from '../../../../lib/auth/customer-session';
import { formatPhoneNumber } from '../../../../lib/phone';
import { useNavigate, useParams, useSearchParams } from '../../../../lib/router';
import { useOrderT } from '../../order-i18n';
import { loginByToken } from '../api/login-by-token';
import { useCustomer } from '../hooks/use-customer';
import { tokenLandingPath } from '../utils/token-redirect';
import { SignInCard } from './sign-in-card';

type Failure = { message: 'expired' | 'invalid'; companyId: string | null; idTokenBefore: string | null };

const failureOf = (error: unknown, idTokenBefore: string | null): Failure => {
  const details = isApiError(error)
    ? (error.details as { reason?: string; companyId?: string } | undefined)
    : undefined;
  return {
    message: details?.reason ? 'expired' : 'invalid',
    companyId: details?.companyId ?? null,
    idTokenBefore,
  };
};

/**
 * `/token/{loginToken}[/{redirect}][?friendtalkCode=…]` (domain §6.3): the KakaoTalk link signs the customer in and
 * opens the shop. A dead link falls back to phone + SMS code, then opens the link's shop (or the shop list).
 */
export const TokenLoginPage = () => {
  const { t } = useOrderT();
  const navigate = useNavigate();
  const { loginToken = '', '*': redirect } = useParams();
  const [search] = useSearchParams();
  const friendtalkCode = search.get('friendtalkCode') ?? undefined;
  const [failure, setFailure] = useState<Failure | null>(null);
  const customer = useCustomer();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const before = customerSession.get()?.idToken ?? null;
    loginByToken(loginToken, friendtalkCode).then(
      (data) => {
        customerSession.establish(data, formatPhoneNumber(data.phoneNumber), data.companyId);
        navigate(tokenLandingPath(data.companyId, redirect), { replace: true });
      },
      (error: unknown) => setFailure(failureOf(error, before)),
    );
  }, [loginToken, friendtalkCode, redirect, navigate]);

  // Signed in through the SMS card below (a new session, not one the device already had): open the shop.
  useEffect(() => {
    if (!failure || !customer || customer.idToken === failure.idTokenBefore) return;
    navigate(failure.companyId ? tokenLandingPath(failure.companyId, redirect) : '/user', { replace: true });
  }, [failure, customer, redirect, navigate]);

  return (
    <Container size="xs" py="xl">
      {failure ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" data-testid="token-login-failed">
            {t(`tokenLogin.${failure.message}`)}
          </Alert>
          <SignInCard />
        </Stack>
      ) : (
        <Stack align="center" gap="sm" py="xl">
          <Loader />
          <Text c="dimmed">{t('tokenLogin.signingIn')}</Text>
        </Stack>
      )}
    </Container>
  );
};
