import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { isLikelyMobileNumber } from '../../../lib/phone';
import type { useSmsSignIn } from '../hooks/use-sms-sign-in';
import { authErrorMessage } from '../utils/auth-error-message';

type PhoneStepProps = { signIn: ReturnType<typeof useSmsSignIn> };

export const PhoneStep = ({ signIn }: PhoneStepProps) => {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(signIn.phoneNumber);
  const [fieldError, setFieldError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLikelyMobileNumber(phone)) {
          setFieldError(t('auth.phoneInvalid'));
          return;
        }
        setFieldError(null);
        void signIn.requestCode(phone.trim());
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('auth.phoneLabel')}
          placeholder={t('auth.phonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          size="md"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={fieldError}
          data-autofocus
          autoFocus
          required
        />
        {signIn.error ? (
          <Alert color="red" variant="light" role="alert">
            {authErrorMessage(signIn.error, t)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={signIn.isSending}>
          {t('auth.sendCode')}
        </Button>
      </Stack>
    </form>
  );
};
