import type { CatalogueKind } from '@jumun/shared';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { catalogueSync } from '../../sync';
import { schemaResolver } from '../utils/form-resolver';
import { failureText } from '../utils/save-input';

type FieldIssue = { path: string; message: string };

const isFieldIssues = (value: unknown): value is FieldIssue[] =>
  Array.isArray(value) &&
  value.every((issue) => typeof issue?.path === 'string' && typeof issue?.message === 'string');

type Options<V> = {
  kind: CatalogueKind;
  initialValues: V;
  schema: z.ZodType;
  listPath: string;
  /** What the success toast names. */
  nameOf: (values: V) => string;
  /** Last clean-up of the values before they are sent (e.g. drop references to removed option items). */
  prepare?: (values: V) => V;
};

/**
 * A catalogue form: validated with the shared input schema, guarded against leaving with unsaved changes, saved
 * through the sync store with the revision it was loaded at. A stale revision comes back as the server's 409
 * message (서버에서 내용이 변경되어 저장할 수 없습니다) and nothing is overwritten.
 */
export const useCatalogueForm = <V extends Record<string, unknown>>({
  kind,
  initialValues,
  schema,
  listPath,
  nameOf,
  prepare,
}: Options<V>) => {
  const form = useForm<V>({ mode: 'controlled', initialValues, validate: schemaResolver(schema) });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(form.isDirty());
  const navigate = useNavigate();

  const submit = form.onSubmit(async (values) => {
    setSaveError(null);
    setIsSaving(true);
    const result = await catalogueSync.saveItem(kind, prepare ? prepare(values) : values);
    setIsSaving(false);
    if (!result.isSuccess) {
      // 400 from the server names fields as `item.<field>`; put them under the inputs like local errors.
      const details = (result as { details?: unknown }).details;
      if (isFieldIssues(details)) {
        for (const issue of details) form.setFieldError(issue.path.replace(/^item\./, ''), issue.message);
      }
      setSaveError(failureText(result));
      return;
    }
    allowNextNavigation();
    notifications.show({ color: 'green', message: `'${nameOf(values)}'을(를) 저장했습니다.` });
    navigate(listPath);
  });

  return { form, submit, saveError, isSaving, blocker };
};
