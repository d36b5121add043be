import { OTP_LENGTH } from '@jumun/shared';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatPhoneNumber } from '../../../lib/phone';
import type { useSmsSignIn } from '../hooks/use-sms-sign-in';
import { authErrorMessage } from '../utils/auth-error-message';

type CodeStepProps = { signIn: ReturnType<typeof useSmsSignIn> };

export const CodeStep = ({ signIn }: CodeStepProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const canResend = signIn.resendSeconds === 0 && !signIn.isSending;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
          setFieldError(t('auth.codeInvalid'));
          return;
        }
        setFieldError(null);
        void signIn.verifyCode(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm" role="status">
          {t('auth.codeSentTo', { phone: formatPhoneNumber(signIn.phoneNumber) })}
        </Text>
        <TextInput
          label={t('auth.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          size="md"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          error={fieldError}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          autoFocus
          required
        />
        {signIn.error ? (
          <Alert color="red" variant="light" role="alert">
            {authErrorMessage(signIn.error, t)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isVerifying}>
          {t('auth.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={signIn.changePhone}>
            {t('auth.changePhone')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!canResend}
            loading={signIn.isSending}
            onClick={() => void signIn.resendCode()}
          >
            {signIn.resendSeconds > 0
              ? t('auth.resendIn', { seconds: signIn.resendSeconds })
              : t('auth.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
