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
  /** Checks a field as it is typed, not only on submit (a limit the owner should see before pressing save). */
  validateInputOnChange?: boolean;
  /** Sends the values; a refusal throws (an ApiError from `api.*`, or `throwIfFailed` of a sync envelope). */
  save: (values: V) => Promise<R>;
  /** The form path of a server field path (`item.` / `body.` already dropped), when the two differ. */
  toFormPath?: (path: string) => string;
  /** The success toast; a page form says `formsText.t('saved')` when not given, an inline form says nothing. */
  savedMessage?: (values: V, saved: R) => string;
  /** Where a create / edit page goes after saving (its list); stays on the page when not given. */
  navigateTo?: string;
  /** Runs after a save succeeded, before the toast and the navigation. */
  onSaved?: (saved: R, values: V) => void;
};

export type InlineSaveFormOptions<V, R> = Omit<SaveFormOptions<V, R>, 'navigateTo'>;

const samePath = (path: string) => path;

/** The form, one save per submit and what went wrong: the part page and inline forms share. */
const useFormSave = <V extends Record<string, unknown>, R>({
  initialValues,
  validate,
  validateInputOnChange,
  save,
  toFormPath = samePath,
  savedMessage,
  onSaved,
}: InlineSaveFormOptions<V, R>) => {
  const form = useForm<V>({ mode: 'controlled', initialValues, validate, validateInputOnChange });
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isSaving, setIsSaving] = useState(false);

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

  /** Saves the values; true once they are saved and announced. */
  const saveValues = async (values: V): Promise<boolean> => {
    const outcome = await run(() => save(values));
    if (!outcome.isSaved) return false;
    onSaved?.(outcome.saved, values);
    if (savedMessage) notifications.show({ color: 'green', message: savedMessage(values, outcome.saved) });
    return true;
  };

  const onInvalid = () =>
    setProblem({ kind: 'invalid', message: formsText.t('checkFields'), fieldIssues: [] });

  return { form, run, saveValues, onInvalid, problem, setProblem, isSaving };
};

/**
 * The one form-save hook (issue #10): a Mantine form validated with the shared schema, guarded against leaving
 * with unsaved changes, saved once per submit. A refusal puts the server's field errors under the inputs and the
 * rest in `problem` (show it with <SaveProblemAlert />); a stale revision is a `conflict` and nothing was
 * overwritten. `run(send)` saves something else the same way (a live switch beside the form).
 */
export const useSaveForm = <V extends Record<string, unknown>, R = unknown>({
  navigateTo,
  savedMessage,
  ...options
}: SaveFormOptions<V, R>) => {
  const { form, run, saveValues, onInvalid, problem, setProblem, isSaving } = useFormSave<V, R>({
    ...options,
    savedMessage: savedMessage ?? (() => formsText.t('saved')),
  });
  const isDirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(isDirty);
  const navigate = useNavigate();

  const submit = form.onSubmit(async (values) => {
    if (!(await saveValues(values)) || navigateTo === undefined) return;
    allowNextNavigation();
    navigate(navigateTo);
  }, onInvalid);

  return { form, submit, run, problem, setProblem, isDirty, isSaving, blocker };
};

/**
 * The same save for a small form inside a page (a card: the display name, a new phone, a device, a link): no
 * leave guard, since a router holds one blocker at a time and a page may hold several such cards, and no toast
 * unless `savedMessage` is given (the card shows its own outcome).
 */
export const useInlineSaveForm = <V extends Record<string, unknown>, R = unknown>(
  options: InlineSaveFormOptions<V, R>,
) => {
  const { form, run, saveValues, onInvalid, problem, setProblem, isSaving } = useFormSave<V, R>(options);
  const submit = form.onSubmit(async (values) => {
    await saveValues(values);
  }, onInvalid);
  return { form, submit, run, problem, setProblem, isSaving };
};
