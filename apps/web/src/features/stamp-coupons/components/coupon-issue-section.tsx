import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/forms/form-section';
import type { CouponFormValues } from '../utils/coupon-form';

/** Stamps per coupon and how many may be issued (−1 unlimited, 0 stopped, N first come first served). */
export const CouponIssueSection = ({ form }: { form: UseFormReturnType<CouponFormValues> }) => {
  const { issueMode } = form.getValues();
  return (
    <FormSection
      title="발급 조건"
      description="스탬프를 정한 개수만큼 모을 때마다 쿠폰 한 장을 줍니다. 가장 많은 스탬프가 필요한 쿠폰을 받으면 스탬프 판이 새로 시작됩니다."
    >
      <Stack gap="sm">
        <NumberInput
          label="필요한 스탬프 수"
          withAsterisk
          suffix="개"
          min={1}
          max={1000}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('stampsRequired')}
        />
        <Radio.Group label="발급 수량" {...form.getInputProps('issueMode')}>
          <Group gap="lg" mt={6}>
            <Radio value="unlimited" label="무제한" />
            <Radio value="limited" label="선착순" />
            <Radio value="stopped" label="발급 중지" />
          </Group>
        </Radio.Group>
        {issueMode === 'limited' ? (
          <NumberInput
            label="선착순 발급 수량"
            withAsterisk
            suffix="장"
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            maw={260}
            {...form.getInputProps('issueLimit')}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
};
