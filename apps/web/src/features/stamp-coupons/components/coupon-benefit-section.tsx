import { COUPON_TYPES } from '@jumun/shared';
import {
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
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

/** Name, type and what the coupon gives: a rate with a cap, an amount (partial use), or a free product. */
export const CouponBenefitSection = ({ form, catalogue }: SectionProps) => {
  const { t } = stampCouponsText.useT();
  const { type } = form.getValues();
  const typeData = COUPON_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  return (
    <FormSection title={t('benefit.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('benefit.couponName')}
            withAsterisk
            placeholder={t('benefit.couponNamePlaceholder')}
            {...form.getInputProps('couponName')}
          />
          <TextInput
            label={t('benefit.eventName')}
            placeholder={t('benefit.eventNamePlaceholder')}
            {...form.getInputProps('eventName')}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('benefit.type')} withAsterisk>
          <SegmentedControl
            fullWidth
            data={typeData}
            aria-label={t('benefit.type')}
            {...form.getInputProps('type')}
          />
        </Input.Wrapper>
        {type === 'percentDiscount' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('benefit.discountRate')}
              description={t('benefit.discountRateHint')}
              withAsterisk
              suffix="%"
              min={1}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('discountRate')}
            />
            <NumberInput
              label={t('benefit.discountMax')}
              description={t('benefit.discountMaxHint')}
              suffix={t('benefit.won')}
              min={0}
              step={500}
              thousandSeparator=","
              allowDecimal={false}
              {...form.getInputProps('discountMaxAmount')}
            />
          </SimpleGrid>
        ) : null}
        {type === 'fixedAmountDiscount' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <NumberInput
              label={t('benefit.discountAmount')}
              withAsterisk
              suffix={t('benefit.won')}
              min={1}
              step={500}
              thousandSeparator=","
              allowDecimal={false}
              {...form.getInputProps('discountAmount')}
            />
            <Switch
              mt={{ sm: 30 }}
              label={t('benefit.split')}
              description={t('benefit.splitHint')}
              {...form.getInputProps('isPossibleSave', { type: 'checkbox' })}
            />
          </SimpleGrid>
        ) : null}
        {type === 'freeItem' ? (
          <Select
            label={t('benefit.freeItem')}
            withAsterisk
            searchable
            nothingFoundMessage={t('benefit.noProduct')}
            placeholder={t(catalogue.isLoaded ? 'benefit.pickProduct' : 'benefit.loadingProducts')}
            data={catalogue.productOptions}
            {...form.getInputProps('freeItemProductId')}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
};
