import type { Administrator } from '@jumun/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSaveProfile } from '../hooks/use-save-profile';

const NAME_MAX = 50;

/** Who is signed in, and the one field an administrator edits here: the display name. */
export const ProfileCard = ({
  administrator,
  canWrite,
}: {
  administrator: Administrator;
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(administrator.securedUserName);
  const save = useSaveProfile();
  const isTooLong = name.trim().length > NAME_MAX;

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('pages.me.profile')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field
            label={t('pages.me.phone')}
            value={administrator.phoneSuffix ? `010-****-${administrator.phoneSuffix}` : '-'}
          />
          <Field label={t('pages.me.uid')} value={administrator.id} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('pages.me.roles')}
            </Text>
            <Group gap={4}>
              {administrator.roles.map((role) => (
                <Badge key={role} variant="light" color={role === 'super' ? 'grape' : 'green'}>
                  {t(`pages.me.roleNames.${role}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Field label={t('pages.me.status')} value={t(`pages.me.statusNames.${administrator.status}`)} />
        </SimpleGrid>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isTooLong || !canWrite) return;
            save.mutate({ ...administrator, securedUserName: name.trim() });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('pages.me.name')}
              placeholder={t('pages.me.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              description={canWrite ? undefined : t('demo.readOnlyTitle')}
              error={isTooLong ? t('pages.me.nameTooLong') : null}
              disabled={!canWrite}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" disabled={!canWrite || isTooLong} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
};

const Field = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={2} miw={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {value}
    </Text>
  </Stack>
);
