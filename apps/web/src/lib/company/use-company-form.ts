import type { Company } from '@jumun/shared';
import type { FormErrors } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSaveForm } from '../forms/use-save-form';
import { schemaResolver } from '../forms/zod-resolver';
import { companyQueryOptions } from './company.api';
import { useSaveCompany } from './save-company';

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

/**
 * A form over part of the company document (issue #6 "Every form"), on the one form-save hook: saved as the
 * whole company with the revision it was loaded at. A stale save comes back 409, nothing is overwritten, and
 * `reload()` takes the newer document.
 */
export const useCompanyForm = <V extends Record<string, unknown>>(
  company: Company,
  config: CompanyFormConfig<V>,
) => {
  const { pick, merge, toFormPath } = config;
  const queryClient = useQueryClient();
  // The document the next save builds on; a ref so two saves in a row never reuse one revision.
  const baseRef = useRef(company);
  const [base, setBase] = useState(company);
  const saveCompany = useSaveCompany();

  const adoptBase = (next: Company) => {
    baseRef.current = next;
    setBase(next);
  };
  const persist = async (next: Company) => {
    const saved = await saveCompany.mutateAsync(next);
    adoptBase(saved);
    return saved;
  };

  const { form, submit, run, problem, setProblem, isDirty, isSaving, blocker } = useSaveForm<V, Company>({
    initialValues: pick(company),
    validate: config.validate ?? (config.schema ? schemaResolver(config.schema) : undefined),
    save: (values) => persist(merge(baseRef.current, values)),
    toFormPath,
    onSaved: (_saved, values) => {
      form.setInitialValues(values);
      form.resetDirty(values);
    },
  });

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

  /**
   * Saves one change at once (the live switch, a pause) on top of the last saved document, leaving the form's
   * unsaved edits alone: they stay in the form and are saved with the button.
   */
  const saveNow = async (change: (current: Company) => Company): Promise<Company | null> => {
    const outcome = await run(() => persist(change(baseRef.current)));
    return outcome.isSaved ? outcome.saved : null;
  };

  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...companyQueryOptions(company.id), staleTime: 0 });
    setProblem(null);
    adopt(fresh);
  };

  return { form, base, submit, saveNow, reload, problem, isDirty, isSaving, blocker };
};

export type CompanyForm<V extends Record<string, unknown>> = ReturnType<typeof useCompanyForm<V>>;
