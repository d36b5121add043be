import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useCatalogueLookups } from '../../hooks/use-catalogue-lookups';
import { FormSection } from '../common/form-section';
import type { ProductForm } from './product-form-values';

/** Names, categories, unit and description. */
export const ProductBasicSection = ({ form }: { form: ProductForm }) => {
  const { categories } = useCatalogueLookups();
  return (
    <FormSection title="기본 정보">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="상품명" required withAsterisk {...form.getInputProps('productName')} />
          <TextInput
            label="짧은 이름"
            description="주문서·영수증처럼 좁은 곳에 쓰입니다."
            {...form.getInputProps('productNameShort')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label="카테고리"
            description="여러 개를 고를 수 있습니다. 없으면 '미등록'으로 보입니다."
            data={categories.map((category) => ({ value: category.id, label: category.categoryName }))}
            searchable
            clearable
            {...form.getInputProps('categories')}
          />
          <TextInput label="단위" placeholder="개, 박스, kg" {...form.getInputProps('unit')} />
        </SimpleGrid>
        <Textarea label="설명" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
      </Stack>
    </FormSection>
  );
};
