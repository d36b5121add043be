import type { CatalogueKind } from '@jumun/shared';
import type { z } from 'zod';
import { formsText } from '../../../lib/forms/forms-text';
import { useSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { catalogueSync, throwIfFailed } from '../../../lib/sync';

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
 * A catalogue form: the one form-save hook (lib/forms/use-save-form.ts) saving through the sync engine with the
 * revision it was loaded at, then back to the list. A stale revision comes back as the server's 409 message
 * (서버에서 내용이 변경되어 저장할 수 없습니다) and nothing is overwritten.
 */
export const useCatalogueForm = <V extends Record<string, unknown>>({
  kind,
  initialValues,
  schema,
  listPath,
  nameOf,
  prepare,
}: Options<V>) =>
  useSaveForm<V>({
    initialValues,
    validate: schemaResolver(schema),
    save: async (values) =>
      throwIfFailed(await catalogueSync.saveItem(kind, prepare ? prepare(values) : values)),
    savedMessage: (values) => formsText.t('savedNamed', { name: nameOf(values) }),
    navigateTo: listPath,
  });
