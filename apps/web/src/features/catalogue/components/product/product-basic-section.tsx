import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { catalogueText } from '../../i18n';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

/** Names, categories, unit and description. */
export const ProductBasicSection = ({ form }: { form: ProductForm }) => {
  const { t } = catalogueText.useT();
  const { categories } = useCatalogueLookups();
  return (
    <FormSection title={t('form.basic.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.basic.name')}
            required
            withAsterisk
            {...form.getInputProps('productName')}
          />
          <TextInput
            label={t('form.basic.shortName')}
            description={t('form.basic.shortNameHint')}
            {...form.getInputProps('productNameShort')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('form.basic.categories')}
            description={t('form.basic.categoriesHint')}
            data={categories.map((category) => ({ value: category.id, label: category.categoryName }))}
            searchable
            clearable
            {...form.getInputProps('categories')}
          />
          <TextInput
            label={t('form.basic.unit')}
            placeholder={t('form.basic.unitPlaceholder')}
            {...form.getInputProps('unit')}
          />
        </SimpleGrid>
        <Textarea
          label={t('form.basic.description')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
        />
      </Stack>
    </FormSection>
  );
};
