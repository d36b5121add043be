import type { Company } from '@jumun/shared';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSaveCompany } from '../../../lib/company/save-company';
import { type SaveProblem, toSaveProblem } from '../../../lib/save-problem';
import { configureKoreanZodMessages } from '../../../lib/zod-korean-messages';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

// zod's default messages in Korean, set when the first settings form loads (zod stays out of the sign-in bundle).
configureKoreanZodMessages();

export type SettingsFormConfig<V extends Record<string, unknown>> = {
  /** The shared schema (a pick of companyFieldsSchema) the page's values must satisfy. */
  schema: z.ZodType;
  /** The page's part of the company. */
  pick: (company: Company) => V;
  /** The whole company to save: the loaded document with the page's values on top. */
  merge: (base: Company, values: V) => Company;
};

/**
 * One settings page's form over the company document (issue #6 "Every form"): validated with the shared schema,
 * guarded against leaving with unsaved changes, saved as the whole company with the revision it was loaded at.
 * A stale save comes back 409 and nothing is overwritten; the page then offers to reload.
 */
export const useCompanySettingsForm = <V extends Record<string, unknown>>(
  company: Company,
  config: SettingsFormConfig<V>,
) => {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: config.pick(company),
    validate: zod4Resolver(config.schema),
  });
  // The document the next save builds on; a ref so two quick actions in a row do not reuse one revision.
  const baseRef = useRef(company);
  const [base, setBase] = useState(company);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const save = useSaveCompany();
  const isDirty = form.isDirty();
  const blocker = useUnsavedChangesGuard(isDirty);

  const adoptBase = (next: Company) => {
    baseRef.current = next;
    setBase(next);
  };

  const { pick } = config;
  const { setInitialValues, setValues, resetDirty } = form;
  // A newer document arrived (the page refetched after someone else saved): take it while nothing here is unsaved.
  useEffect(() => {
    if (company.revision <= baseRef.current.revision || isDirty) return;
    baseRef.current = company;
    setBase(company);
    const values = pick(company);
    setInitialValues(values);
    setValues(values);
    resetDirty(values);
  }, [company, isDirty, pick, setInitialValues, setValues, resetDirty]);

  const persist = async (next: Company): Promise<Company | null> => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(next);
      adoptBase(saved);
      return saved;
    } catch (error) {
      const found = toSaveProblem(error);
      for (const issue of found.fieldIssues) form.setFieldError(issue.path, issue.message);
      setProblem(found);
      return null;
    }
  };

  const submit = form.onSubmit(
    async (values) => {
      const saved = await persist(config.merge(baseRef.current, values));
      if (!saved) return;
      form.setInitialValues(values);
      form.resetDirty(values);
      notifications.show({ color: 'green', message: '저장했습니다.' });
    },
    () => setProblem({ kind: 'invalid', message: '빨간색으로 표시된 항목을 확인하세요.', fieldIssues: [] }),
  );

  /**
   * Saves one change at once (the live switch, a pause) on top of the last saved document, leaving the form's
   * unsaved edits alone: they stay in the form and are saved with the button.
   */
  const saveNow = (change: (current: Company) => Company) => persist(change(baseRef.current));

  return { form, base, submit, saveNow, problem, isDirty, isSaving: save.isPending, blocker };
};

export type CompanySettingsForm<V extends Record<string, unknown>> = ReturnType<
  typeof useCompanySettingsForm<V>
>;
