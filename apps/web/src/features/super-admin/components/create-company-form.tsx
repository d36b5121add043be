import { type SuperCompanyCreate, type SuperCompanyDetail, superCompanyCreateSchema } from '@jumun/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormProblem } from '../../../components/forms/form-problem';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { superApi } from '../api';
import { superText } from '../i18n';
import { CompanyTypeSelect } from './company-type-select';

/**
 * 회사 만들기: a shop and its first 대표 by phone, on the one form-save hook with the shared schema, so a refused
 * phone or name shows under its input.
 */
export const CreateCompanyForm = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = superText.useT();
  const queryClient = useQueryClient();
  const { form, submit, problem, isSaving } = useInlineSaveForm<
    Required<SuperCompanyCreate>,
    SuperCompanyDetail
  >({
    initialValues: { shopName: '', companyType: 'basic', ownerPhone: '' },
    validate: schemaResolver(superCompanyCreateSchema),
    save: (values) => superApi.createCompany(values),
    savedMessage: () => t('create.created'),
    onSaved: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['super', 'companies'] });
      onCreated(created.id);
    },
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('create.shopName')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('shopName')}
        />
        <CompanyTypeSelect {...form.getInputProps('companyType')} />
        <TextInput
          label={t('create.ownerPhone')}
          description={t('create.ownerHint')}
          inputMode="tel"
          type="tel"
          withAsterisk
          maxLength={30}
          {...form.getInputProps('ownerPhone')}
        />
        <FormProblem problem={problem} />
        <Button type="submit" loading={isSaving}>
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
};
