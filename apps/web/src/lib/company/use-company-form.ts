import type { Company } from '@jumun/shared';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useUnsavedChangesGuard } from '../../hooks/use-unsaved-changes-guard';
import { type SaveProblem, toSaveProblem } from '../save-problem';
import { configureKoreanZodMessages } from '../zod-korean-messages';
import { companyQueryOptions } from './company.api';
import { useSaveCompany } from './save-company';

// zod's default messages in Korean, set when the first company form loads (zod stays out of the sign-in bundle).
configureKoreanZodMessages();

export type CompanyFormConfig<V> = {
  /** The form's part of the company. */
  pick: (company: Company) => V;
  /** The whole company to save: the last saved document with the form's values on top. */
  merge: (base: Company, values: V) => Company;
  /** The shared schema (a pick of companyFieldsSchema) the values must satisfy… */
  schema?: z.ZodType;
  /** …or a verdict of its own, for forms whose values are shaped differently from the document. */
  validate?: (values: V) => FormErrors;
  /** The form path of a server field path (`item.` already dropped), e.g. `menuSettings.dayparts.0` → `dayparts.0`. */
  toFormPath?: (path: string) => string;
};

const samePath = (path: string) => path;

/**
 * A form over part of the company document (issue #6 "Every form"): validated with the shared schema, guarded
 * against leaving with unsaved changes, saved as the whole company with the revision it was loaded at. A stale
 * save comes back 409, nothing is overwritten, and `reload()` takes the newer document.
 */
export const useCompanyForm = <V extends Record<string, unknown>>(
  company: Company,
  config: CompanyFormConfig<V>,
) => {
  const { pick, merge, toFormPath = samePath } = config;
  const queryClient = useQueryClient();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: pick(company),
    validate: config.validate ?? (config.schema ? zod4Resolver(config.schema) : undefined),
  });
  // The document the next save builds on; a ref so two saves in a row never reuse one revision.
  const baseRef = useRef(company);
  const [base, setBase] = useState(company);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const save = useSaveCompany();
  const isDirty = form.isDirty();
  const { blocker } = useUnsavedChangesGuard(isDirty);

  const adoptBase = (next: Company) => {
    baseRef.current = next;
    setBase(next);
  };
  const { setInitialValues, setValues, resetDirty } = form;
  const adopt = (next: Company) => {
    adoptBase(next);
    const values = pick(next);
    setInitialValues(values);
    setValues(values);
    resetDirty(values);
  };
  // A newer document arrived (someone saved elsewhere): take it while nothing here is unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: adopt only reads stable form setters and `pick`.
  useEffect(() => {
    if (company.revision > baseRef.current.revision && !isDirty) adopt(company);
  }, [company, isDirty]);

  const persist = async (next: Company): Promise<Company | null> => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(next);
      adoptBase(saved);
      return saved;
    } catch (error) {
      const found = toSaveProblem(error);
      for (const issue of found.fieldIssues) form.setFieldError(toFormPath(issue.path), issue.message);
      setProblem(found);
      return null;
    }
  };

  const submit = form.onSubmit(
    async (values) => {
      const saved = await persist(merge(baseRef.current, values));
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

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...companyQueryOptions(company.id), staleTime: 0 });
    setProblem(null);
    adopt(fresh);
  };

  return { form, base, submit, saveNow, reload, problem, isDirty, isSaving: save.isPending, blocker };
};

export type CompanyForm<V extends Record<string, unknown>> = ReturnType<typeof useCompanyForm<V>>;
