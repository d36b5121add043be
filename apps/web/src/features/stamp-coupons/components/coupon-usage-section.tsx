import { WHERE_TO_USE } from '@jumun/shared';
import {
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/forms/form-section';
import type { useCouponCatalogue } from '../hooks/use-coupon-catalogue';
import { stampCouponsText } from '../i18n';
import type { CouponFormValues } from '../utils/coupon-form';

type SectionProps = {
  form: UseFormReturnType<CouponFormValues>;
  catalogue: ReturnType<typeof useCouponCatalogue>;
};

/** Where and on what the coupon can be used, until when, and a note for the staff. */
export const CouponUsageSection = ({ form, catalogue }: SectionProps) => {
  const { t } = stampCouponsText.useT();
  const { expiryMode } = form.getValues();
  const whereData = WHERE_TO_USE.map((value) => ({ value, label: t(`whereToUse.${value}`) }));
  return (
    <FormSection title={t('usage.title')}>
      <Stack gap="sm">
        <Input.Wrapper label={t('usage.where')}>
          <SegmentedControl
            fullWidth
            data={whereData}
            aria-label={t('usage.where')}
            {...form.getInputProps('whereToUse')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('usage.categories')}
            description={t('usage.categoriesHint')}
            placeholder={t('usage.allCategories')}
            searchable
            clearable
            data={catalogue.categoryOptions}
            {...form.getInputProps('availableCategoryIds')}
          />
          <MultiSelect
            label={t('usage.products')}
            description={t('usage.productsHint')}
            placeholder={t('usage.allProducts')}
            searchable
            clearable
            nothingFoundMessage={t('usage.noProduct')}
            data={catalogue.productOptions}
            {...form.getInputProps('availableProductIds')}
          />
        </SimpleGrid>
        <Radio.Group label={t('usage.expiry')} {...form.getInputProps('expiryMode')}>
          <Group gap="lg" mt={6}>
            <Radio value="none" label={t('usage.none')} />
            <Radio value="date" label={t('usage.date')} />
            <Radio value="days" label={t('usage.days')} />
          </Group>
        </Radio.Group>
        {expiryMode === 'date' ? (
          <TextInput
            type="date"
            label={t('usage.expiryDate')}
            description={t('usage.expiryDateHint')}
            withAsterisk
            maw={260}
            {...form.getInputProps('expiryDate')}
          />
        ) : null}
        {expiryMode === 'days' ? (
          <NumberInput
            label={t('usage.validForDays')}
            withAsterisk
            suffix={t('usage.dayUnit')}
            min={1}
            max={3650}
            allowDecimal={false}
            maw={260}
            {...form.getInputProps('validForDays')}
          />
        ) : null}
        <Textarea
          label={t('usage.memo')}
          description={t('usage.memoHint')}
          rows={3}
          resize="vertical"
          {...form.getInputProps('memo')}
        />
      </Stack>
    </FormSection>
  );
};
