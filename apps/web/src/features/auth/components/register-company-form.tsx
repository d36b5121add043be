import { COMPANY_TYPES } from '@jumun/shared';
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { useTranslation } from '../../../lib/i18n';
import { useRegisterCompany } from '../hooks/use-register-company';
import { authErrorMessage } from '../utils/auth-error-message';
import {
  createRegisterFormSchema,
  REGISTER_FORM_INITIAL_VALUES,
  type RegisterFormValues,
} from '../utils/register-form.schema';
import { type ConnectedChannel, KakaoChannelStep } from './kakao-channel-step';

/** 내 가게 등록: shop name, company type, contact phone → addAdministratorAndCompany. */
export const RegisterCompanyForm = ({ onRegistered }: { onRegistered: (companyId: string) => void }) => {
  const { t } = useTranslation();
  const schema = useMemo(() => createRegisterFormSchema(t), [t]);
  const [kakao, setKakao] = useState<ConnectedChannel | null>(null);
  const register = useRegisterCompany({ onRegistered, kakao });
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: REGISTER_FORM_INITIAL_VALUES,
    validate: schemaResolver(schema),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
      <Stack gap="md">
        <KakaoChannelStep
          onConnected={(channel) => {
            setKakao(channel);
            // The channel name is offered as the shop name (domain §6.2 step 4); the owner may still change it.
            form.setFieldValue('shopName', channel.channelName);
          }}
        />
        <TextInput
          label={t('register.shopName')}
          placeholder={t('register.shopNamePlaceholder')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('shopName')}
        />
        <Select
          label={t('register.companyType')}
          allowDeselect={false}
          data={COMPANY_TYPES.map((type) => ({ value: type, label: t(`register.types.${type}`) }))}
          {...form.getInputProps('companyType')}
        />
        <TextInput
          label={t('register.contactPhone')}
          description={t('register.contactPhoneHint')}
          placeholder="010-1234-5678"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          withAsterisk
          {...form.getInputProps('contactPhone')}
        />
        {register.error ? (
          <Alert color="red" variant="light" role="alert">
            {authErrorMessage(register.error, t)}
          </Alert>
        ) : null}
        <Button type="submit" loading={register.isPending} size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
};
