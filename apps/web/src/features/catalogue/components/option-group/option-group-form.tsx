import { type OptionGroup, type optionGroupFieldsSchema, optionGroupInputSchema } from '@jumun/shared';
import { ActionIcon, Grid, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { z } from 'zod';
import { SaveProblemAlert } from '../../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import { href } from '../../../../config/paths';
import { useCatalogueForm } from '../../hooks/use-catalogue-form';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { useRemoteReload } from '../../hooks/use-remote-reload';
import { toSaveInput } from '../../utils/save-input';
import { FormActions } from '../common/form-actions';
import { RemoteChangeNotice } from '../common/remote-change-notice';
import { SortableList } from '../common/sortable-list';
import { describeItems } from '../option/option-labels';

export type OptionGroupFormValues = z.output<typeof optionGroupFieldsSchema> & {
  id?: string;
  revision?: number;
};

export const NEW_OPTION_GROUP: OptionGroupFormValues = {
  optionGroupName: '',
  displayLevel: 1000,
  optionIds: [],
  parentOptionGroupId: '',
  useParentData: false,
};

export const optionGroupToForm = (group: OptionGroup) => toSaveInput(group) as OptionGroupFormValues;

type OptionGroupFormProps = { initialValues: OptionGroupFormValues; live?: OptionGroup; canWrite: boolean };

/** Create and edit form of an option group (domain §4.4): a name and an ordered list of options. */
export const OptionGroupForm = ({ initialValues, live, canWrite }: OptionGroupFormProps) => {
  const listPath = href('admin-option-group');
  const { options, optionsById } = useCatalogueLookups();
  const { form, submit, problem, isSaving, blocker } = useCatalogueForm({
    kind: 'optionGroup',
    initialValues,
    schema: optionGroupInputSchema,
    listPath,
    nameOf: (values) => values.optionGroupName,
  });
  const reload = useRemoteReload(form, live ? optionGroupToForm(live) : undefined);
  const { optionIds } = form.values;
  const addable = options.filter((option) => !optionIds.includes(option.id));

  const rows = optionIds.map((id) => {
    const option = optionsById.get(id);
    return {
      id,
      label: option ? `${option.optionName} — ${describeItems(option)}` : `삭제된 옵션 (${id})`,
      extra: (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${option?.optionName ?? id} 빼기`}
          onClick={() =>
            form.setFieldValue(
              'optionIds',
              optionIds.filter((candidate) => candidate !== id),
            )
          }
        >
          <IconX size={16} />
        </ActionIcon>
      ),
    };
  });

  return (
    <form onSubmit={submit} noValidate>
      <RemoteChangeNotice
        baseRevision={form.values.revision}
        liveRevision={live?.revision}
        onReload={reload}
      />
      <SaveProblemAlert problem={problem} onReload={reload} onRetry={() => submit()} mb="md" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <TextInput
                label="옵션 그룹명"
                required
                withAsterisk
                placeholder="예: 커피 옵션"
                {...form.getInputProps('optionGroupName')}
              />
              <NumberInput label="표시 순서" allowDecimal={false} {...form.getInputProps('displayLevel')} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="md" mb={4}>
              옵션 ({optionIds.length})
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              손님에게는 각 옵션의 표시 순서대로 보입니다. 여기 순서는 같은 표시 순서끼리의 순서입니다.
            </Text>
            <Select
              placeholder="옵션 추가…"
              aria-label="그룹에 옵션 추가"
              data={addable.map((option) => ({ value: option.id, label: option.optionName }))}
              searchable
              value={null}
              onChange={(value) => value && form.setFieldValue('optionIds', [...optionIds, value])}
              nothingFoundMessage="더할 옵션이 없습니다"
              mb="sm"
            />
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                아직 옵션이 없습니다.
              </Text>
            ) : (
              <SortableList rows={rows} onReorder={(ids) => form.setFieldValue('optionIds', ids)} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <Stack mt="md">
        <FormActions listPath={listPath} isSaving={isSaving} isDirty={form.isDirty()} canWrite={canWrite} />
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
};
