import { COUPON_TYPE_LABELS, COUPON_TYPES } from '@jumun/shared';
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
import type { CouponFormValues } from '../utils/coupon-form';

type SectionProps = {
  form: UseFormReturnType<CouponFormValues>;
  catalogue: ReturnType<typeof useCouponCatalogue>;
};

const TYPE_DATA = COUPON_TYPES.map((type) => ({ value: type, label: COUPON_TYPE_LABELS[type] }));

/** Name, type and what the coupon gives: a rate with a cap, an amount (partial use), or a free product. */
export const CouponBenefitSection = ({ form, catalogue }: SectionProps) => {
  const { type } = form.getValues();
  return (
    <FormSection title="쿠폰 종류와 혜택">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="쿠폰 이름"
            withAsterisk
            placeholder="예: 아메리카노 1잔 무료"
            {...form.getInputProps('couponName')}
          />
          <TextInput
            label="이벤트 이름"
            placeholder="예: 스탬프 10개 적립 혜택"
            {...form.getInputProps('eventName')}
          />
        </SimpleGrid>
        <Input.Wrapper label="쿠폰 종류" withAsterisk>
          <SegmentedControl
            fullWidth
            data={TYPE_DATA}
            aria-label="쿠폰 종류"
            {...form.getInputProps('type')}
          />
        </Input.Wrapper>
        {type === 'percentDiscount' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="할인율"
              description="1~100%"
              withAsterisk
              suffix="%"
              min={1}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('discountRate')}
            />
            <NumberInput
              label="최대 할인 금액"
              description="0원이면 한도 없이 할인합니다"
              suffix="원"
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
              label="할인 금액"
              withAsterisk
              suffix="원"
              min={1}
              step={500}
              thousandSeparator=","
              allowDecimal={false}
              {...form.getInputProps('discountAmount')}
            />
            <Switch
              mt={{ sm: 30 }}
              label="분할 사용"
              description="주문 금액보다 큰 쿠폰의 남은 금액을 다음 주문에 씁니다"
              {...form.getInputProps('isPossibleSave', { type: 'checkbox' })}
            />
          </SimpleGrid>
        ) : null}
        {type === 'freeItem' ? (
          <Select
            label="무료로 줄 상품"
            withAsterisk
            searchable
            nothingFoundMessage="찾는 상품이 없습니다"
            placeholder={catalogue.isLoaded ? '상품을 검색하거나 고르세요' : '상품 목록을 불러오는 중…'}
            data={catalogue.productOptions}
            {...form.getInputProps('freeItemProductId')}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
};
