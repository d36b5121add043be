import { COMPANY_TYPES } from '@jumun/shared';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProblem } from '../../../components/forms/form-problem';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { useTranslation } from '../../../lib/i18n';
import { useRegisterCompany } from '../hooks/use-register-company';
import {
  createRegisterFormSchema,
  REGISTER_FORM_INITIAL_VALUES,
  toRegisterFormPath,
} from '../utils/register-form.schema';
import { type ConnectedChannel, KakaoChannelStep } from './kakao-channel-step';

/**
 * 내 가게 등록: shop name, company type, contact phone → addAdministratorAndCompany, on the one form-save hook (a
 * refusal under the field it names, the rest in the server's Korean words or ours).
 */
export const RegisterCompanyForm = ({ onRegistered }: { onRegistered: (companyId: string) => void }) => {
  const { t } = useTranslation();
  const schema = useMemo(() => createRegisterFormSchema(t), [t]);
  const [kakao, setKakao] = useState<ConnectedChannel | null>(null);
  const register = useRegisterCompany({ onRegistered, kakao });
  const { form, submit, problem, isSaving } = useInlineSaveForm({
    initialValues: REGISTER_FORM_INITIAL_VALUES,
    validate: schemaResolver(schema),
    save: (values) => register.mutateAsync(values),
    toFormPath: toRegisterFormPath,
  });

  return (
    <form noValidate onSubmit={submit}>
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
        <FormProblem problem={problem} />
        <Button type="submit" loading={isSaving} size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
};
