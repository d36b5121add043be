import { Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { describeSoldOutUntil, isSoldOutNow, soldOutFieldsFor } from '../../utils/sold-out';
import { FormSection } from '../common/form-section';
import { SoldOutMenu } from '../common/sold-out-menu';
import type { ProductForm } from './product-form-values';

/** Stock, visibility, sold-out and display order. */
export const ProductSalesSection = ({ form }: { form: ProductForm }) => {
  const now = new Date();
  const { isSoldOut, soldOutUntil, productName } = form.values;
  const isSoldOutActive = isSoldOutNow({ isSoldOut, soldOutUntil }, now);
  return (
    <FormSection title="판매 · 재고">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="재고"
            description="0이 되면 손님 메뉴에서 품절로 보입니다."
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('stockQuantity')}
          />
          <NumberInput
            label="표시 순서"
            description="작은 숫자가 먼저 보입니다."
            allowDecimal={false}
            {...form.getInputProps('displayLevel')}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch label="손님 메뉴에 보이기" {...form.getInputProps('isVisible', { type: 'checkbox' })} />
          <Switch
            label="비공개 상품"
            description="링크를 아는 손님만"
            {...form.getInputProps('isPrivateProduct', { type: 'checkbox' })}
          />
        </Group>
        <Group gap="sm">
          <Text size="sm" fw={500}>
            품절
          </Text>
          <SoldOutMenu
            isSoldOut={isSoldOutActive}
            label={productName || '이 상품'}
            onChoose={(choice) => form.setValues(soldOutFieldsFor(choice, new Date()))}
          />
          {isSoldOutActive ? (
            <Text size="sm" c="dimmed">
              {describeSoldOutUntil(soldOutUntil, now)} (저장하면 적용)
            </Text>
          ) : null}
        </Group>
      </Stack>
    </FormSection>
  );
};
