import { LOGIN_TOKEN_DEFAULT_DAYS, LOGIN_TOKEN_MAX_DAYS } from '@jumun/shared';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateLoginToken } from '../api/login-tokens';
import { loginTokensText } from '../i18n';

/** Phone, validity and the 친구톡 mark: the server normalises the phone and draws the token. */
export const CreateLinkForm = ({ companyId, canWrite }: { companyId: string; canWrite: boolean }) => {
  const { t } = loginTokensText.useT();
  const create = useCreateLoginToken(companyId);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [validDays, setValidDays] = useState<number>(LOGIN_TOKEN_DEFAULT_DAYS);
  const [friendtalk, setFriendtalk] = useState(false);

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ phoneNumber, validDays, friendtalk }, { onSuccess: () => setPhoneNumber('') });
        }}
      >
        <Stack gap="sm">
          <Text fw={700}>{t('create.title')}</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('create.phone')}
              placeholder="010-1234-5678"
              type="tel"
              required
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.currentTarget.value)}
              disabled={!canWrite}
            />
            <NumberInput
              label={t('create.validDays')}
              min={1}
              max={LOGIN_TOKEN_MAX_DAYS}
              w={140}
              value={validDays}
              onChange={(value) => setValidDays(typeof value === 'number' ? value : LOGIN_TOKEN_DEFAULT_DAYS)}
              disabled={!canWrite}
            />
            <Button
              type="submit"
              loading={create.isPending}
              disabled={!canWrite}
              data-testid="create-login-token"
            >
              {t('create.submit')}
            </Button>
          </Group>
          <Checkbox
            label={t('create.friendtalk')}
            checked={friendtalk}
            onChange={(event) => setFriendtalk(event.currentTarget.checked)}
            disabled={!canWrite}
          />
          {create.isError ? (
            <Alert color="red" variant="light">
              {create.error.message}
            </Alert>
          ) : null}
          {create.isSuccess ? (
            <Alert color="green" variant="light">
              {t('create.created')}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
};
