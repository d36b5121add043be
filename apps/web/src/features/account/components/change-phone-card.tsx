import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useChangePhone, useSendPhoneCode } from '../api/my-account';
import { accountText } from '../i18n';

/**
 * 휴대폰 번호 변경 (issue 15): the code goes to the new number and the number changes only once it is entered there.
 * This browser stays signed in; the old number no longer signs in to this account.
 */
export const ChangePhoneCard = () => {
  const { t } = accountText.useT();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const send = useSendPhoneCode();
  const change = useChangePhone();
  const isCodeSent = send.isSuccess && !change.isSuccess;

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('phone.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('phone.description')}
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(phoneNumber);
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('phone.newNumber')}
              placeholder="010-0000-0000"
              inputMode="tel"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.currentTarget.value)}
              error={send.isError ? send.error.message : null}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="light" loading={send.isPending} disabled={!phoneNumber.trim()}>
              {isCodeSent ? t('phone.resend') : t('phone.send')}
            </Button>
          </Group>
        </form>
        {isCodeSent ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate({ phoneNumber, code });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('phone.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={change.isError ? change.error.message : null}
                style={{ flex: '1 1 160px' }}
                data-testid="change-phone-code"
              />
              <Button type="submit" loading={change.isPending} disabled={code.trim().length !== 6}>
                {t('phone.confirm')}
              </Button>
            </Group>
          </form>
        ) : null}
        {change.isSuccess ? (
          <Text size="sm" c="green">
            {t('phone.changed', { suffix: change.data.phoneSuffix })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
};
