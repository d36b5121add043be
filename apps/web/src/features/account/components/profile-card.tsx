import type { Administrator } from '@jumun/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { SaveProblemAlert } from '../../../components/forms/save-problem-alert';
import { useTranslation } from '../../../lib/i18n';
import { useProfileForm } from '../hooks/use-profile-form';

/** Who is signed in, and the one field an administrator edits here: the display name. */
export const ProfileCard = ({
  administrator,
  canWrite,
}: {
  administrator: Administrator;
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const { form, submit, problem, isSaving, reload } = useProfileForm(administrator);
  const nameError = form.errors.securedUserName;

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
        <form noValidate onSubmit={canWrite ? submit : (event) => event.preventDefault()}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('pages.me.name')}
              placeholder={t('pages.me.namePlaceholder')}
              {...form.getInputProps('securedUserName')}
              description={canWrite ? undefined : t('demo.readOnlyTitle')}
              disabled={!canWrite}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" disabled={!canWrite || Boolean(nameError)} loading={isSaving}>
              {t('common.save')}
            </Button>
          </Group>
        </form>
        <SaveProblemAlert problem={problem} onReload={() => void reload()} />
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
