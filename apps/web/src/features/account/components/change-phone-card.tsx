import { OTP_LENGTH, sendSmsBodySchema, verifySmsBodySchema } from '@jumun/shared';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { useChangePhone, useSendPhoneCode } from '../api/my-account';
import { accountText } from '../i18n';

const resolveCode = schemaResolver(verifySmsBodySchema.pick({ code: true }));

/**
 * 휴대폰 번호 변경 (issue 15): the code goes to the new number and the number changes only once it is entered there.
 * This browser stays signed in; the old number no longer signs in to this account. Both steps are forms on the
 * one form-save hook: a refusal shows under the input it is about, in the server's words or ours.
 */
export const ChangePhoneCard = () => {
  const { t } = accountText.useT();
  const send = useSendPhoneCode();
  const change = useChangePhone();
  const number = useInlineSaveForm({
    initialValues: { phoneNumber: '' },
    validate: schemaResolver(sendSmsBodySchema),
    save: ({ phoneNumber }) => send.mutateAsync(phoneNumber),
  });
  const code = useInlineSaveForm({
    initialValues: { code: '' },
    validate: resolveCode,
    save: (values) => change.mutateAsync({ phoneNumber: number.form.values.phoneNumber, code: values.code }),
  });
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
        <form noValidate onSubmit={number.submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('phone.newNumber')}
              placeholder="010-0000-0000"
              inputMode="tel"
              {...number.form.getInputProps('phoneNumber')}
              error={number.form.errors.phoneNumber ?? number.problem?.message}
              style={{ flex: '1 1 200px' }}
            />
            <Button
              type="submit"
              variant="light"
              loading={number.isSaving}
              disabled={!number.form.values.phoneNumber.trim()}
            >
              {isCodeSent ? t('phone.resend') : t('phone.send')}
            </Button>
          </Group>
        </form>
        {isCodeSent ? (
          <form noValidate onSubmit={code.submit}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('phone.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                {...code.form.getInputProps('code')}
                error={code.form.errors.code ?? code.problem?.message}
                style={{ flex: '1 1 160px' }}
                data-testid="change-phone-code"
              />
              <Button
                type="submit"
                loading={code.isSaving}
                disabled={code.form.values.code.trim().length !== OTP_LENGTH}
              >
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
