import { type FormValidateInput, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUnsavedChangesGuard } from '../../hooks/use-unsaved-changes-guard';
import { useNavigate } from '../router';
import { type SaveProblem, toSaveProblem } from '../save-problem';
import { formsText } from './forms-text';

export type SaveFormOptions<V, R> = {
  initialValues: V;
  /** `schemaResolver(sharedSchema)` (lib/forms/zod-resolver.ts), or a verdict of the form's own. */
  validate?: FormValidateInput<V>;
  /** Sends the values; a refusal throws (an ApiError from `api.*`, or `throwIfFailed` of a sync envelope). */
  save: (values: V) => Promise<R>;
  /** The form path of a server field path (`item.` / `body.` already dropped), when the two differ. */
  toFormPath?: (path: string) => string;
  /** The success toast; `formsText.t('saved')` when not given. */
  savedMessage?: (values: V, saved: R) => string;
  /** Where a create / edit page goes after saving (its list); stays on the page when not given. */
  navigateTo?: string;
  /** Runs after a save succeeded, before the toast and the navigation. */
  onSaved?: (saved: R, values: V) => void;
};

const samePath = (path: string) => path;

/**
 * The one form-save hook (issue #10): a Mantine form validated with the shared schema, guarded against leaving
 * with unsaved changes, saved once per submit. A refusal puts the server's field errors under the inputs and the
 * rest in `problem` (show it with <SaveProblemAlert />); a stale revision is a `conflict` and nothing was
 * overwritten. `run(send)` saves something else the same way (a live switch beside the form).
 */
export const useSaveForm = <V extends Record<string, unknown>, R = unknown>({
  initialValues,
  validate,
  save,
  toFormPath = samePath,
  savedMessage,
  navigateTo,
  onSaved,
}: SaveFormOptions<V, R>) => {
  const form = useForm<V>({ mode: 'controlled', initialValues, validate });
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(isDirty);
  const navigate = useNavigate();

  const run = async <T>(
    send: () => Promise<T>,
  ): Promise<{ isSaved: true; saved: T } | { isSaved: false }> => {
    setProblem(null);
    setIsSaving(true);
    try {
      return { isSaved: true, saved: await send() };
    } catch (error) {
      const found = toSaveProblem(error);
      for (const issue of found.fieldIssues) form.setFieldError(toFormPath(issue.path), issue.message);
      setProblem(found);
      return { isSaved: false };
    } finally {
      setIsSaving(false);
    }
  };

  const submit = form.onSubmit(
    async (values) => {
      const outcome = await run(() => save(values));
      if (!outcome.isSaved) return;
      onSaved?.(outcome.saved, values);
      notifications.show({
        color: 'green',
        message: savedMessage ? savedMessage(values, outcome.saved) : formsText.t('saved'),
      });
      if (navigateTo === undefined) return;
      allowNextNavigation();
      navigate(navigateTo);
    },
    () => setProblem({ kind: 'invalid', message: formsText.t('checkFields'), fieldIssues: [] }),
  );

  return { form, submit, run, problem, setProblem, isDirty, isSaving, blocker };
};
