import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SaveBar } from '../../../../components/forms/save-bar';
import { SaveProblemAlert } from '../../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../../components/forms/unsaved-changes-dialog';
import type { CompanyForm } from '../../../../lib/company/use-company-form';

type SettingsFormLayoutProps<V extends Record<string, unknown>> = {
  settings: CompanyForm<V>;
  canWrite: boolean;
  onReload: () => void;
  /** Shown above the form, outside it (quick actions that save at once). */
  before?: ReactNode;
  /** Shown below the form, outside it (tools that must not submit it and stay usable when read-only). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The form around a settings page's sections. For a demo administrator every field sits in a disabled fieldset
 * (read-only, the demo notice above says why) and the save button is off.
 */
export const SettingsFormLayout = <V extends Record<string, unknown>>({
  settings,
  canWrite,
  onReload,
  before,
  after,
  children,
}: SettingsFormLayoutProps<V>) => (
  <Stack gap="md">
    <SaveProblemAlert problem={settings.problem} onReload={onReload} />
    {before}
    <form noValidate onSubmit={settings.submit}>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        <SaveBar
          isDirty={settings.isDirty}
          isSaving={settings.isSaving}
          canWrite={canWrite}
          onReset={settings.form.reset}
        />
      </Stack>
    </form>
    {after}
    <UnsavedChangesDialog blocker={settings.blocker} />
  </Stack>
);
