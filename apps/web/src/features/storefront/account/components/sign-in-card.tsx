import { OTP_LENGTH, OTP_RESEND_AFTER_SECONDS } from '@jumun/shared';
import { Alert, Button, Group, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { customerSession } from '../../../../lib/auth/customer-session';
import { isLikelyMobileNumber } from '../../../../lib/phone';
import { problemMessage } from '../../../../lib/save-problem';
import { useOrderT } from '../../order-i18n';
import { sendCustomerSms } from '../api/send-customer-sms';
import { verifyCustomerSms } from '../api/verify-customer-sms';
import { useResendCountdown } from '../hooks/use-resend-countdown';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

const messageOf = problemMessage;

/**
 * Sign-in at checkout (issue #11): phone, then the 6-digit SMS code; the session stays on this device. Only what
 * ordering needs — no password, no account page first.
 */
export const SignInCard = () => {
  const { t } = useOrderT();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const countdown = useResendCountdown();

  const send = async (number: string) => {
    if (!isLikelyMobileNumber(number)) {
      setError(t('account.invalidPhone'));
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await sendCustomerSms(number);
      setStep({ kind: 'code', phone: number });
      countdown.start(OTP_RESEND_AFTER_SECONDS);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async (value: string) => {
    if (step.kind !== 'code' || value.length !== OTP_LENGTH) return;
    setIsBusy(true);
    setError(null);
    try {
      customerSession.establish(await verifyCustomerSms(step.phone, value), step.phone);
    } catch (caught) {
      setError(messageOf(caught));
      setCode('');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-in-title">
      <Stack gap="sm">
        {/* A heading: the token page shows this card alone, and screen-reader users jump between headings. */}
        <Title id="sign-in-title" order={2} fz={17}>
          {t('account.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.why')}
        </Text>
        {step.kind === 'phone' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send(phone);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={t('account.phone')}
                placeholder="010-1234-5678"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                size="md"
                value={phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
              />
              <Button type="submit" size="md" loading={isBusy} data-testid="send-code">
                {t('account.sendCode')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('account.codeSent', { phone: step.phone })}</Text>
            <PinInput
              length={OTP_LENGTH}
              type="number"
              oneTimeCode
              size="lg"
              value={code}
              onChange={setCode}
              onComplete={(value) => void verify(value)}
              aria-label={t('account.code')}
              // Each digit box needs a name of its own too (screen readers said "PinInput").
              ariaLabel={t('account.code')}
              disabled={isBusy}
            />
            <Group gap="xs">
              <Button variant="subtle" size="sm" onClick={() => setStep({ kind: 'phone' })}>
                {t('account.changePhone')}
              </Button>
              <Button
                variant="subtle"
                size="sm"
                disabled={countdown.secondsLeft > 0}
                onClick={() => void send(step.phone)}
              >
                {countdown.secondsLeft > 0
                  ? t('account.resendIn', { seconds: countdown.secondsLeft })
                  : t('account.resend')}
              </Button>
            </Group>
          </Stack>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
};
