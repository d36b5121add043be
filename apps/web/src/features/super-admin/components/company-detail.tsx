import { type SuperCompanyDetail, type SuperCompanyUpdate, superCompanyUpdateSchema } from '@jumun/shared';
import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormProblem } from '../../../components/forms/form-problem';
import { useInlineSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';
import { CompanyMembers } from './company-members';
import { CompanyTypeSelect } from './company-type-select';

const detailKey = (id: string) => ['super', 'company', id] as const;

/** The drawer's content: one company, loaded by id, with its structure, status and administrators. */
export const CompanyDetail = ({ id }: { id: string }) => {
  const { t } = superText.useT();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => superApi.company(id, signal),
  });
  const data = detail.data;
  if (!data) return detail.error ? <Text c="red">{problemMessage(detail.error)}</Text> : null;
  // The table's administrator counts and statuses follow every change made here.
  const refreshList = () => queryClient.invalidateQueries({ queryKey: ['super', 'companies'] });
  return (
    <Stack gap="md">
      <CompanyEditor
        key={`${data.id}:${data.status}:${data.companyType}`}
        company={data}
        onSaved={(next) => {
          queryClient.setQueryData(detailKey(id), next);
          void refreshList();
        }}
      />
      <Text fw={600}>{t('detail.members')}</Text>
      <CompanyMembers
        companyId={data.id}
        members={data.members}
        onChanged={() => {
          void queryClient.invalidateQueries({ queryKey: detailKey(id) });
          void refreshList();
        }}
      />
    </Stack>
  );
};

type StructureValues = Required<
  Pick<SuperCompanyUpdate, 'companyType' | 'isHeadCompany' | 'parentCompanyId'>
>;

/**
 * Type, head-office link and status, on the one form-save hook with the shared schema: the server's refusals of a
 * field (a parent that is not a head office) land under that input.
 */
const CompanyEditor = ({
  company,
  onSaved,
}: {
  company: SuperCompanyDetail;
  onSaved: (next: SuperCompanyDetail) => void;
}) => {
  const { t } = superText.useT();
  const { form, submit, run, problem, isSaving } = useInlineSaveForm<StructureValues, SuperCompanyDetail>({
    initialValues: {
      companyType: company.companyType,
      isHeadCompany: company.isHeadCompany,
      parentCompanyId: company.parentCompanyId,
    },
    validate: schemaResolver(superCompanyUpdateSchema),
    save: (values) => superApi.updateCompany(company.id, values),
    onSaved,
    savedMessage: () => t('detail.saved'),
  });
  const isSuspended = company.status === 'suspended';
  const toggleStatus = async () => {
    const outcome = await run(() =>
      superApi.updateCompany(company.id, { status: isSuspended ? 'active' : 'suspended' }),
    );
    if (!outcome.isSaved) return;
    notifications.show({ color: 'green', message: t('detail.saved') });
    onSaved(outcome.saved);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Text fw={700}>{company.shopName}</Text>
          <Text size="xs" c="dimmed">
            {company.id}
          </Text>
        </div>
        <Badge color={isSuspended ? 'red' : 'green'} variant="light" data-testid="super-company-status">
          {t(`statuses.${company.status}`)}
        </Badge>
      </Group>
      <Button
        color={isSuspended ? 'green' : 'red'}
        variant="light"
        onClick={() => void toggleStatus()}
        loading={isSaving}
        data-testid="super-company-toggle-status"
      >
        {isSuspended ? t('detail.resume') : t('detail.suspend')}
      </Button>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <CompanyTypeSelect {...form.getInputProps('companyType')} />
          <Checkbox
            label={t('detail.isHead')}
            {...form.getInputProps('isHeadCompany', { type: 'checkbox' })}
          />
          <TextInput label={t('detail.parent')} maxLength={64} {...form.getInputProps('parentCompanyId')} />
          <FormProblem problem={problem} />
          <Button type="submit" loading={isSaving}>
            {t('detail.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
};
