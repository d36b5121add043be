import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { LOGIN_PATH } from '../../../config/paths';
import { signOut } from '../../../lib/auth/session';
import { useNavigate } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { useDeleteAccount } from '../api/my-account';
import { accountText } from '../i18n';

/**
 * 계정 삭제 (issue 15): typing the phone's last four digits is the confirmation. The server refuses while this account is
 * a company's last owner and names the company; on success this browser signs out too.
 */
export const DeleteAccountCard = () => {
  const { t } = accountText.useT();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [suffix, setSuffix] = useState('');
  const remove = useDeleteAccount();

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('deleteAccount.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deleteAccount.description')}
        </Text>
        {isOpen ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              remove.mutate(suffix.trim(), {
                onSuccess: async () => {
                  // The server has ended every session already; this only clears the browser's copy.
                  await signOut().catch(() => undefined);
                  await navigate(LOGIN_PATH, { replace: true });
                },
              });
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('deleteAccount.confirmLabel')}
                inputMode="numeric"
                maxLength={4}
                value={suffix}
                onChange={(event) => setSuffix(event.currentTarget.value)}
                error={remove.isError ? problemMessage(remove.error) : null}
                style={{ flex: '1 1 160px' }}
                data-testid="delete-account-suffix"
              />
              <Button type="submit" color="red" loading={remove.isPending} disabled={!/^\d{4}$/.test(suffix)}>
                {t('deleteAccount.confirm')}
              </Button>
              <Button variant="default" onClick={() => setIsOpen(false)}>
                {t('companies.cancel')}
              </Button>
            </Group>
          </form>
        ) : (
          <Group>
            <Button variant="outline" color="red" onClick={() => setIsOpen(true)}>
              {t('deleteAccount.open')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
};
