import type { Company, MenuSettings } from '@jumun/shared';
import { Box, Fieldset, Grid, Stack } from '@mantine/core';
import { SaveBar } from '../../../components/forms/save-bar';
import { SaveProblemAlert } from '../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { useCompanyForm } from '../../../lib/company/use-company-form';
import type { MenuCatalogue } from '../hooks/use-menu-catalogue';
import {
  mergeMenuSettings,
  pickMenuSettings,
  toMenuSettingsFormPath,
  validateMenuSettings,
} from '../utils/menu-settings-form';
import { CategoryOrderSection } from './category-order-section';
import { DaypartsSection } from './dayparts-section';
import { MenuPreviewSection } from './menu-preview-section';
import { ProductDaypartsSection } from './product-dayparts-section';

type MenuSettingsFormProps = { company: Company; catalogue: MenuCatalogue; canWrite: boolean };

/** company.menuSettings as a form, with the live customer preview beside it on wide screens. */
export const MenuSettingsForm = ({ company, catalogue, canWrite }: MenuSettingsFormProps) => {
  const settings = useCompanyForm<MenuSettings>(company, {
    pick: pickMenuSettings,
    merge: mergeMenuSettings,
    validate: validateMenuSettings,
    toFormPath: toMenuSettingsFormPath,
  });
  const { form } = settings;
  return (
    <Stack gap="md">
      <SaveProblemAlert problem={settings.problem} onReload={() => void settings.reload()} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form noValidate onSubmit={settings.submit}>
            <Stack gap="md">
              <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
                <Stack gap="md">
                  <CategoryOrderSection form={form} catalogue={catalogue} />
                  <DaypartsSection form={form} />
                  <ProductDaypartsSection form={form} catalogue={catalogue} />
                </Stack>
              </Fieldset>
              <SaveBar
                isDirty={settings.isDirty}
                isSaving={settings.isSaving}
                canWrite={canWrite}
                onReset={form.reset}
              />
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box pos={{ base: 'static', lg: 'sticky' }} top={76}>
            <MenuPreviewSection
              settings={form.getValues()}
              categories={catalogue.categories}
              products={catalogue.products}
            />
          </Box>
        </Grid.Col>
      </Grid>
      <UnsavedChangesDialog blocker={settings.blocker} />
    </Stack>
  );
};
