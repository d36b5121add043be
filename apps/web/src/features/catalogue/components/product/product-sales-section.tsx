import { Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { catalogueText } from '../../i18n';
import { describeSoldOutUntil, isSoldOutNow, soldOutFieldsFor } from '../../utils/sold-out';
import { FormSection } from '../common/form-section';
import { SoldOutMenu } from '../common/sold-out-menu';
import type { ProductForm } from './product-form-values';

/** Stock, visibility, sold-out and display order. */
export const ProductSalesSection = ({ form }: { form: ProductForm }) => {
  const { t } = catalogueText.useT();
  const now = new Date();
  const { isSoldOut, soldOutUntil, productName } = form.values;
  const isSoldOutActive = isSoldOutNow({ isSoldOut, soldOutUntil }, now);
  return (
    <FormSection title={t('form.sales.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('form.sales.stock')}
            description={t('form.sales.stockHint')}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('stockQuantity')}
          />
          <NumberInput
            label={t('displayLevel')}
            description={t('form.sales.displayLevelHint')}
            allowDecimal={false}
            {...form.getInputProps('displayLevel')}
          />
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label={t('form.sales.visible')}
            {...form.getInputProps('isVisible', { type: 'checkbox' })}
          />
          <Switch
            label={t('form.sales.private')}
            description={t('form.sales.privateHint')}
            {...form.getInputProps('isPrivateProduct', { type: 'checkbox' })}
          />
        </Group>
        <Group gap="sm">
          <Text size="sm" fw={500}>
            {t('form.sales.soldOut')}
          </Text>
          <SoldOutMenu
            isSoldOut={isSoldOutActive}
            label={productName || t('form.sales.thisProduct')}
            onChoose={(choice) => form.setValues(soldOutFieldsFor(choice, new Date()))}
          />
          {isSoldOutActive ? (
            <Text size="sm" c="dimmed">
              {t('form.sales.appliesOnSave', { until: describeSoldOutUntil(soldOutUntil, now) })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </FormSection>
  );
};
