import { WHERE_TO_USE, WHERE_TO_USE_LABELS } from '@jumun/shared';
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
import type { CouponFormValues } from '../utils/coupon-form';

type SectionProps = {
  form: UseFormReturnType<CouponFormValues>;
  catalogue: ReturnType<typeof useCouponCatalogue>;
};

const WHERE_DATA = WHERE_TO_USE.map((value) => ({ value, label: WHERE_TO_USE_LABELS[value] }));

/** Where and on what the coupon can be used, until when, and a note for the staff. */
export const CouponUsageSection = ({ form, catalogue }: SectionProps) => {
  const { expiryMode } = form.getValues();
  return (
    <FormSection title="사용 조건">
      <Stack gap="sm">
        <Input.Wrapper label="사용처">
          <SegmentedControl
            fullWidth
            data={WHERE_DATA}
            aria-label="사용처"
            {...form.getInputProps('whereToUse')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label="사용 가능 카테고리"
            description="비워 두면 모든 카테고리"
            placeholder="모든 카테고리"
            searchable
            clearable
            data={catalogue.categoryOptions}
            {...form.getInputProps('availableCategoryIds')}
          />
          <MultiSelect
            label="사용 가능 상품"
            description="비워 두면 모든 상품"
            placeholder="모든 상품"
            searchable
            clearable
            nothingFoundMessage="찾는 상품이 없습니다"
            data={catalogue.productOptions}
            {...form.getInputProps('availableProductIds')}
          />
        </SimpleGrid>
        <Radio.Group label="유효 기간" {...form.getInputProps('expiryMode')}>
          <Group gap="lg" mt={6}>
            <Radio value="none" label="기한 없음" />
            <Radio value="date" label="만료일 지정" />
            <Radio value="days" label="발급 후 기간" />
          </Group>
        </Radio.Group>
        {expiryMode === 'date' ? (
          <TextInput
            type="date"
            label="만료일"
            description="이 날 자정(한국 시간)까지 쓸 수 있습니다"
            withAsterisk
            maw={260}
            {...form.getInputProps('expiryDate')}
          />
        ) : null}
        {expiryMode === 'days' ? (
          <NumberInput
            label="발급 후 사용 기간"
            withAsterisk
            suffix="일"
            min={1}
            max={3650}
            allowDecimal={false}
            maw={260}
            {...form.getInputProps('validForDays')}
          />
        ) : null}
        <Textarea
          label="메모"
          description="직원만 봅니다"
          rows={3}
          resize="vertical"
          {...form.getInputProps('memo')}
        />
      </Stack>
    </FormSection>
  );
};
