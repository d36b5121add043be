import { createLoginTokenInputSchema, LOGIN_TOKEN_DEFAULT_DAYS, LOGIN_TOKEN_MAX_DAYS } from '@jumun/shared';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FormProblem } from '../../../components/forms/form-problem';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { useCreateLoginToken } from '../api/login-tokens';
import { loginTokensText } from '../i18n';

/** Phone, validity and the 친구톡 mark: the server normalises the phone and draws the token. */
export const CreateLinkForm = ({ companyId, canWrite }: { companyId: string; canWrite: boolean }) => {
  const { t } = loginTokensText.useT();
  const create = useCreateLoginToken(companyId);
  const { form, submit, problem, isSaving } = useInlineSaveForm({
    initialValues: { phoneNumber: '', validDays: LOGIN_TOKEN_DEFAULT_DAYS, friendtalk: false },
    validate: schemaResolver(createLoginTokenInputSchema),
    save: (values) => create.mutateAsync(values),
    onSaved: () => form.setFieldValue('phoneNumber', ''),
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text fw={700}>{t('create.title')}</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('create.phone')}
              placeholder="010-1234-5678"
              type="tel"
              withAsterisk
              {...form.getInputProps('phoneNumber')}
              disabled={!canWrite}
            />
            <NumberInput
              label={t('create.validDays')}
              min={1}
              max={LOGIN_TOKEN_MAX_DAYS}
              w={140}
              {...form.getInputProps('validDays')}
              disabled={!canWrite}
            />
            <Button type="submit" loading={isSaving} disabled={!canWrite} data-testid="create-login-token">
              {t('create.submit')}
            </Button>
          </Group>
          <Checkbox
            label={t('create.friendtalk')}
            {...form.getInputProps('friendtalk', { type: 'checkbox' })}
            disabled={!canWrite}
          />
          <FormProblem problem={problem} />
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
