import type { CatalogueKind } from '@jumun/shared';
import type { z } from 'zod';
import { formsText } from '../../../lib/forms/forms-text';
import { useSaveForm } from '../../../lib/forms/use-save-form';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { catalogueSync, throwIfFailed } from '../../../lib/sync';
import type { CatalogueFormAlertsProps } from '../components/common/catalogue-form-alerts';
import { useRemoteReload } from './use-remote-reload';

type Options<V, Item> = {
  kind: CatalogueKind;
  initialValues: V;
  schema: z.ZodType;
  listPath: string;
  /** The item as the live sync store has it now (edit pages); undefined on a create page or once deleted. */
  live: Item | undefined;
  /** The live item as form values. */
  toForm: (item: Item) => V;
  /** What the success toast names. */
  nameOf: (values: V) => string;
  /** Last clean-up of the values before they are sent (e.g. drop references to removed option items). */
  prepare?: (values: V) => V;
};

/**
 * A catalogue form: the one form-save hook (lib/forms/use-save-form.ts) saving through the sync engine with the
 * revision it was loaded at, then back to the list. A stale revision comes back as the server's 409 message
 * (서버에서 내용이 변경되어 저장할 수 없습니다) and nothing is overwritten. The form follows other administrators'
 * saves (useRemoteReload); `alerts` are the props of `CatalogueFormAlerts`, `reload` takes the live version.
 */
export const useCatalogueForm = <
  V extends Record<string, unknown> & { revision?: number },
  Item extends { revision: number },
>({
  kind,
  initialValues,
  schema,
  listPath,
  live,
  toForm,
  nameOf,
  prepare,
}: Options<V, Item>) => {
  const saveForm = useSaveForm<V>({
    initialValues,
    validate: schemaResolver(schema),
    save: async (values) =>
      throwIfFailed(await catalogueSync.saveItem(kind, prepare ? prepare(values) : values)),
    savedMessage: (values) => formsText.t('savedNamed', { name: nameOf(values) }),
    navigateTo: listPath,
  });
  const { form, problem, submit } = saveForm;
  const reload = useRemoteReload(form, live ? toForm(live) : undefined);
  const alerts: CatalogueFormAlertsProps = {
    baseRevision: form.values.revision,
    liveRevision: live?.revision,
    problem,
    onReload: reload,
    onRetry: () => submit(),
  };
  return { ...saveForm, reload, alerts };
};
